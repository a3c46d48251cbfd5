import type { OrderItemRow } from "#server/modules/orders/index.ts";
import { daysBetween, londonDayOf } from "#shared/returns/days.ts";
import type { ReturnReason, ReturnVia } from "#shared/returns/reasons.ts";
import {
  REFUND_DAYS_AFTER_RECEIPT,
  type ReturnStatus,
  staffReturnStatusText,
} from "#shared/returns/status.ts";
import type { AdminReturnDetail, AdminReturnSummary, RefundOffer } from "#shared/schemas/returns-admin.ts";
import type { ListedReturn } from "./admin-repo.ts";
import type { ReturnHistoryRow, ReturnLineRow, ReturnPhotoRow } from "./repo.ts";

const DAY_MS = 86_400_000;

/** While a received return waits for its refund: the last day of the 14, the days left, and whether it is late. */
function refundDue(row: ListedReturn, now: Date) {
  if (row.status !== "received" || !row.receivedAt)
    return { refundDueBy: null, daysLeftToRefund: null, overdue: false };
  const due = new Date(row.receivedAt.getTime() + REFUND_DAYS_AFTER_RECEIPT * DAY_MS);
  const refundDueBy = londonDayOf(due);
  return {
    refundDueBy,
    daysLeftToRefund: daysBetween(londonDayOf(now), refundDueBy),
    overdue: now.getTime() > due.getTime(),
  };
}

export function adminSummary(row: ListedReturn, now: Date): AdminReturnSummary {
  return {
    id: row.id,
    returnNumber: row.returnNumber,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    status: row.status as ReturnStatus,
    statusText: staffReturnStatusText(row.status),
    reason: row.reason as ReturnReason,
    via: row.via as ReturnVia,
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    ...refundDue(row, now),
  };
}

export function adminDetail(
  row: ListedReturn,
  parts: {
    lines: ReturnLineRow[];
    items: OrderItemRow[];
    photos: ReturnPhotoRow[];
    history: ReturnHistoryRow[];
    offer: RefundOffer | null;
  },
  now: Date,
): AdminReturnDetail {
  return {
    ...adminSummary(row, now),
    description: row.description,
    customerEmail: row.customerEmail,
    refusalReason: row.refusalReason,
    refundedPence: row.refundedPence,
    refundId: row.refundId,
    deliveryRefundedPence: row.deliveryRefundedPence,
    deductionPence: row.deductionPence,
    deductionReason: row.deductionReason,
    lines: parts.lines.map((l) => {
      const item = parts.items.find((i) => i.id === l.orderItemId);
      return {
        id: l.id,
        itemId: l.orderItemId,
        name: item?.productName ?? "",
        quantity: l.quantity,
        unitPricePence: item?.unitPricePence ?? 0,
        madeToPrescription: item?.needsPrescription ?? false,
        condition: l.condition,
        restocked: l.restocked,
      };
    }),
    photos: parts.photos.map((p) => ({
      id: p.id,
      contentType: p.contentType,
      sizeBytes: p.sizeBytes,
      url: `/api/admin/returns/${row.id}/photos/${p.id}`,
    })),
    history: parts.history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      actor: h.actor,
      reason: h.reason,
      at: h.createdAt.toISOString(),
    })),
    offer: parts.offer,
  };
}
