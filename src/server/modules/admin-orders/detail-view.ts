import { chargeOf } from "#server/modules/orders/refund-settle.ts";
import { penceToDecimal } from "#shared/money.ts";
import type { OrderStatusHistoryEntry } from "#shared/schemas/admin.ts";
import type { AdminOrderDetail, RefundView } from "#shared/schemas/admin-orders.ts";
import type { OrderPrescriptions } from "#shared/schemas/prescription-links.ts";
import type { OrderItemRow, OrderRefundRow, OrderRow, StatusHistoryRow } from "./repo.ts";
import { type ById, toAdminOrder } from "./views.ts";

export const toHistoryEntry = (h: StatusHistoryRow): OrderStatusHistoryEntry => ({
  ...h,
  createdAt: h.createdAt.toISOString(),
});

export const toRefundView = (r: OrderRefundRow): RefundView => ({
  id: r.id,
  amount: penceToDecimal(r.amountPence),
  reason: r.reason,
  actor: r.actor,
  status: r.status,
  providerRefundId: r.providerRefundId,
  createdAt: r.createdAt.toISOString(),
});

/**
 * What may still be refunded: the charge less every refund that succeeded or is under way (the rule of
 * orders/refunds.ts); nothing on an order never paid, or already cancelled or refunded.
 */
export function refundablePence(order: OrderRow, refunds: OrderRefundRow[]): number {
  if (!order.paidAt || order.status === "cancelled" || order.status === "refunded") return 0;
  const taken = refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPence, 0);
  return Math.max(0, chargeOf(order) - taken);
}

export function toAdminOrderDetail(
  order: OrderRow,
  items: OrderItemRow[],
  byId: ById,
  history: StatusHistoryRow[],
  refunds: OrderRefundRow[],
  prescriptions: OrderPrescriptions,
): AdminOrderDetail {
  return {
    ...toAdminOrder(order, items, byId),
    paymentProvider: order.paymentProvider,
    paidAt: order.paidAt?.toISOString() ?? null,
    refundable: penceToDecimal(refundablePence(order, refunds)),
    history: history.map(toHistoryEntry),
    refunds: refunds.map(toRefundView),
    needsPrescription: order.needsPrescription,
    ...prescriptions,
  };
}
