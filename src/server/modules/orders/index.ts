export { CHARGED_SQL } from "./charge.ts";
export { completePayment } from "./completion.ts";
export { renderQueuedConfirmation } from "./confirmation.ts";
export { confirmationToken, ORDER_NOT_FOUND, verifyConfirmationToken } from "./confirmation-link.ts";
export { creditNoteRefs, orderCreditNotePdf, orderInvoicePdf } from "./credit-note.ts";
export { attachCustomer } from "./customer.ts";
export { deleteUnpaidOrders } from "./delete-unpaid.ts";
export { orderEmailInput } from "./email.ts";
export { type StatusHistoryRow, statusHistory } from "./history-repo.ts";
export { HOLD_SQL, lapsedCheckouts, moveHold } from "./holds.ts";
export { invoicePdf } from "./invoice-pdf.ts";
export {
  type Actor,
  failPayment,
  type LifecycleCtx,
  lapseCheckout,
  prescriptionArrived,
  type StageStep,
  supersedePayment,
  transition,
} from "./lifecycle.ts";
export { lineDescription } from "./line-description.ts";
export { linePicture } from "./line-picture.ts";
export {
  CREDIT_NOTE_PATH,
  creditNotePath,
  type LinkConfig,
  ORDER_PAGE_PATH,
  type OrderTokenKind,
  orderToken,
  publicOrigin,
  signOrderToken,
  verifyOrderToken,
  verifySignedOrderToken,
} from "./order-link.ts";
export { clientSecretOf, orderWithSecret } from "./order-secret.ts";
export { reviewRefusal } from "./payment-review.ts";
export { MARGIN as PDF_MARGIN, startPdf } from "./pdf-blocks.ts";
export {
  NO_PRESCRIPTION_STATUSES,
  prescriptionFormLink,
  prescriptionFormPath,
  verifyPrescriptionToken,
  wantsPrescription,
} from "./prescription-link.ts";
export { openPrescriptionQuery, PRISM_QUERY } from "./prescription-query.ts";
export {
  PRESCRIPTION_QUERY_PATH,
  queryLink,
  queryToken,
  verifyQueryToken,
} from "./prescription-query-link.ts";
export { addressOf, amountsOf, receiptOf, shopperReceipt } from "./receipt.ts";
export { chargeOf } from "./refund-settle.ts";
export { cancelPaidOrder, reconcileRefunds, refundOrder } from "./refunds.ts";
export { requestFullPayment } from "./repayment.ts";
export { findOrder, listItems, lockOrder, type OrderItemRow, type OrderRow } from "./repo.ts";
export { orderRoutes } from "./routes.ts";
export { SALES_ROLLUP_REBUILD_SQL } from "./sales-rollup.ts";
export { sendShippedEmail } from "./status-emails.ts";
export { settleUnpaid, statusWriteCount } from "./status-writes.ts";
export { type ById, contactOf, toAdminItem } from "./views.ts";
