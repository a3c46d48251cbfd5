import type { DbOrTx } from "#server/db/client.ts";
import type { KeysetPosition } from "#server/lib/keyset.ts";
import { type ById, chargeOf, toAdminItem } from "#server/modules/orders/index.ts";
import { csvLine } from "#shared/csv.ts";
import { londonDateTimeText } from "#shared/dates.ts";
import { penceToDecimal } from "#shared/money.ts";
import { itemsText } from "#shared/order-item-text.ts";
import { splitVat } from "#shared/pricing/vat.ts";
import { ORDER_EXPORT_COLUMNS } from "#shared/schemas/admin-orders.ts";
import type { OrderListFilter } from "./list-filter.ts";
import { type ExportOrderRow, itemsByOrder, type OrderItemRow, ordersAfter } from "./repo.ts";

type Column = (typeof ORDER_EXPORT_COLUMNS)[number];

const BATCH = 1000;
/** Excel reads a UTF-8 file as such only when it starts with a byte order mark. */
const BOM = "\uFEFF";

/** One order for the accountant. total is what the card was charged; net + vat = total (VAT at 20% inside). */
function orderCsvRecord(order: ExportOrderRow, items: OrderItemRow[], byId: ById): Record<Column, string> {
  const charged = chargeOf(order);
  const { net, vat } = splitVat(charged);
  return {
    number: order.orderNumber ?? `#${order.id}`,
    date: londonDateTimeText(order.createdAt),
    customer: order.customerName,
    items: itemsText(items.map((i) => toAdminItem(i, byId, order.details))),
    net: penceToDecimal(net),
    vat: penceToDecimal(vat),
    shipping: penceToDecimal(order.shippingPence),
    discount: penceToDecimal(order.discountPence),
    total: penceToDecimal(charged),
    refunded: penceToDecimal(order.refundedPence),
    status: order.status,
    units_received_back: String(order.unitsReceivedBack),
    refunded_for_returns: penceToDecimal(order.returnRefundedPence),
  };
}

/** The CSV text in pieces, oldest order first, read from the database a batch at a time. */
export async function* orderCsv(db: DbOrTx, filter: OrderListFilter, byId: ById): AsyncGenerator<string> {
  yield BOM + csvLine(ORDER_EXPORT_COLUMNS);
  let after: KeysetPosition | null = null;
  for (;;) {
    const rows: ExportOrderRow[] = await ordersAfter(db, filter, after, BATCH);
    if (rows.length === 0) return;
    const items = await itemsByOrder(
      db,
      rows.map((r) => r.id),
    );
    let text = "";
    for (const order of rows) {
      const record = orderCsvRecord(order, items.get(order.id) ?? [], byId);
      text += csvLine(ORDER_EXPORT_COLUMNS.map((c) => record[c]));
    }
    yield text;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = last ? { micros: last.createdMicros, id: last.id } : null;
  }
}
