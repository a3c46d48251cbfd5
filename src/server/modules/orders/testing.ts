export { storedChargePence } from "./charge.ts";
export { CONFIRMATION_TOKEN_TTL_SECONDS } from "./confirmation-link.ts";
export { buildCreditNote } from "./credit-note.ts";
export { creditedRefundsOf } from "./credit-notes-repo.ts";
export { ORDER_LINK_TTL_SECONDS } from "./order-link.ts";
export { PRESCRIPTION_LINK_TTL_SECONDS, prescriptionToken } from "./prescription-link.ts";
export { rebuildSalesRollup } from "./sales-rollup.ts";
export { payOrder } from "./status-writes.ts";
export { type RefundTestApp, refundTestApp } from "./test-refunds.ts";
