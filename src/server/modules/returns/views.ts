import {
  type ById,
  lineDescription,
  type OrderItemRow,
  type OrderRow,
} from "#server/modules/orders/index.ts";
import { RETURN_REASON_LABELS, type ReturnReason } from "#shared/returns/reasons.ts";
import { shopperReturnStatusText } from "#shared/returns/status.ts";
import type { ReturnEligibilityView, ShopperReturn } from "#shared/schemas/returns.ts";
import type { OrderReturnFacts } from "./eligibility.ts";
import type { ReturnHistoryRow, ReturnLineRow, ReturnRow } from "./repo.ts";

/** The eligibility as the shopper's page shows it: each line named, each reason labelled. */
export function eligibilityView(
  order: OrderRow,
  facts: OrderReturnFacts,
  byId?: ById,
): ReturnEligibilityView {
  const { eligibility, items } = facts;
  return {
    ...eligibility,
    lines: eligibility.lines.map((line) => {
      const item = items.find((i) => i.id === line.itemId) as OrderItemRow;
      return {
        itemId: line.itemId,
        name: item.productName,
        description: lineDescription(item, byId, order.details),
        quantity: item.quantity,
        returnable: line.returnable,
        madeToPrescription: item.needsPrescription,
        reasons: line.reasons.map((r) => ({ ...r, label: RETURN_REASON_LABELS[r.reason] })),
      };
    }),
  };
}

/** "1 x Primary+ Sports Sunglasses, 2 x Sports Socks": what a return holds, for its emails. */
export function itemsText(lines: ReturnLineRow[], items: OrderItemRow[]): string {
  return lines
    .map((l) => `${l.quantity} x ${items.find((i) => i.id === l.orderItemId)?.productName ?? "item"}`)
    .join(", ");
}

export function shopperReturn(
  row: ReturnRow,
  lines: ReturnLineRow[],
  history: ReturnHistoryRow[],
  items: OrderItemRow[],
  photos: number,
): ShopperReturn {
  const reason = row.reason as ReturnReason;
  return {
    returnNumber: row.returnNumber,
    status: row.status,
    statusText: shopperReturnStatusText(row.status),
    reason,
    reasonText: RETURN_REASON_LABELS[reason],
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    refusalReason: row.refusalReason,
    refundedPence: row.refundedPence,
    lines: lines.map((l) => ({
      itemId: l.orderItemId,
      name: items.find((i) => i.id === l.orderItemId)?.productName ?? "",
      quantity: l.quantity,
    })),
    photos,
    history: history.map((h) => ({
      status: h.toStatus,
      statusText: shopperReturnStatusText(h.toStatus),
      at: h.createdAt.toISOString(),
    })),
    labelTrackingNumber: row.labelTrackingNumber,
  };
}
