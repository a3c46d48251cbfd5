import type { ById, StatusHistoryRow } from "#server/modules/orders/index.ts";
import { chargeOf } from "#server/modules/orders/index.ts";
import { penceToDecimal } from "#shared/money.ts";
import type { OrderStatusHistoryEntry } from "#shared/schemas/admin.ts";
import type { AdminOrderDetail, RefundView } from "#shared/schemas/admin-orders.ts";
import { creditNoteNumber } from "#shared/schemas/credit-note.ts";
import type { OrderPrescriptions } from "#shared/schemas/prescription-links.ts";
import type { OrderReturnSummary } from "#shared/schemas/returns-admin.ts";
import type { OrderItemRow, OrderRefundRow, OrderRow } from "./repo.ts";
import { toAdminOrder } from "./views.ts";

export const toHistoryEntry = (h: StatusHistoryRow): OrderStatusHistoryEntry => ({
  ...h,
  createdAt: h.createdAt.toISOString(),
});

/** A refund's credit note: only once it went through (a number stays with its refund). */
function creditNoteOf(r: OrderRefundRow): RefundView["creditNote"] {
  if (r.status !== "succeeded" || r.creditNoteNo === null) return null;
  const number = creditNoteNumber(r.creditNoteNo);
  return { number, url: `/api/admin/orders/${r.orderId}/credit-notes/${number}` };
}

export const toRefundView = (r: OrderRefundRow): RefundView => ({
  id: r.id,
  amount: penceToDecimal(r.amountPence),
  reason: r.reason,
  actor: r.actor,
  status: r.status,
  providerRefundId: r.providerRefundId,
  createdAt: r.createdAt.toISOString(),
  creditNote: creditNoteOf(r),
});

/**
 * What may still be refunded: the charge less every refund that succeeded or is under way (the rule of
 * orders/refunds.ts); nothing on an order never paid (a payment held for review was), or already
 * cancelled or refunded.
 */
function refundablePence(order: OrderRow, refunds: OrderRefundRow[]): number {
  const tookMoney = order.paidAt !== null || order.status === "review";
  if (!tookMoney || order.status === "cancelled" || order.status === "refunded") return 0;
  const taken = refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPence, 0);
  return Math.max(0, chargeOf(order) - taken);
}

/** The eligibility answers stored with a prescription checkout, when it has them. */
function eligibilityOf(order: OrderRow): AdminOrderDetail["eligibility"] {
  const { eligibilityAged16OrOver: aged, eligibilityNotSightImpaired: notImpaired } = order;
  if (aged === null || notImpaired === null || order.eligibilityWordingVersion === null) return null;
  if (order.eligibilityAnsweredAt === null) return null;
  return {
    aged16OrOver: aged,
    notSightImpaired: notImpaired,
    wordingVersion: order.eligibilityWordingVersion,
    answeredAt: order.eligibilityAnsweredAt.toISOString(),
  };
}

export function toAdminOrderDetail(
  order: OrderRow,
  items: OrderItemRow[],
  byId: ById,
  history: StatusHistoryRow[],
  refunds: OrderRefundRow[],
  prescriptions: OrderPrescriptions,
  returns: OrderReturnSummary[],
): AdminOrderDetail {
  return {
    ...toAdminOrder(order, items, byId),
    paymentProvider: order.paymentProvider,
    paidAt: order.paidAt?.toISOString() ?? null,
    refundable: penceToDecimal(refundablePence(order, refunds)),
    history: history.map(toHistoryEntry),
    refunds: refunds.map(toRefundView),
    returns,
    eligibility: eligibilityOf(order),
    ...prescriptions,
  };
}
