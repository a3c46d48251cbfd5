import type { AppContext } from "#server/context.ts";
import { notFound } from "#server/lib/http-error.ts";
import { type AuditActor, recordPrescriptionReads } from "#server/modules/audit/index.ts";
import {
  listItems,
  orderCreditNotePdf,
  orderInvoicePdf,
  receiptOf,
  statusHistory,
  transition,
} from "#server/modules/orders/index.ts";
import { orderPrescriptions } from "#server/modules/prescriptions/index.ts";
import { orderReturnSummaries } from "#server/modules/returns/index.ts";
import type { OrderStatus } from "#shared/order-status.ts";
import type {
  AfricaOrderRow,
  OrderStatusHistoryEntry,
  PrescriptionOrderRow,
  StatusChangeResponse,
} from "#shared/schemas/admin.ts";
import type { AdminOrderDetail, AdminOrderList } from "#shared/schemas/admin-orders.ts";
import { toAdminOrderDetail, toHistoryEntry } from "./detail-view.ts";
import { orderCsv } from "./export-csv.ts";
import { AFRICA, type OrderListFilter } from "./list-filter.ts";
import {
  findOrder,
  itemsByOrder,
  listOrderPage,
  listOrders,
  type OrderRow,
  type PageRequest,
  refundsOf,
} from "./repo.ts";
import { toAdminOrder, toAfricaRow, toPrescriptionOrderRow } from "./views.ts";

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  /** The admin's username, recorded as `admin:<username>`. */
  adminUsername: string;
  /** Restricts the change to orders of this type (the Africa R3D table). */
  orderType?: string;
}

/** The admin's status menus: every change goes through the one order lifecycle. */
export async function changeOrderStatus(
  ctx: Pick<AppContext, "db" | "payments" | "email" | "config" | "log" | "catalogue">,
  change: StatusChange,
): Promise<StatusChangeResponse> {
  const { order, from } = await transition(ctx, change.orderId, change.to, {
    actor: `admin:${change.adminUsername}`,
    orderType: change.orderType,
  });
  return { id: order.id, previousStatus: from, status: order.status };
}

type ReadCtx = Pick<AppContext, "db" | "catalogue">;

async function withItems(ctx: ReadCtx, rows: OrderRow[]) {
  const items = await itemsByOrder(
    ctx.db,
    rows.map((r) => r.id),
  );
  const { byId } = await ctx.catalogue.snapshot();
  return { items, byId };
}

/** A page of orders, placed ones unless the status filter asks for others; items but no history. */
export async function orderPage(
  ctx: ReadCtx,
  filter: OrderListFilter,
  page: PageRequest,
): Promise<AdminOrderList> {
  const { rows, total } = await listOrderPage(ctx.db, filter, page);
  const { items, byId } = await withItems(ctx, rows);
  return {
    orders: rows.map((o) => toAdminOrder(o, items.get(o.id) ?? [], byId)),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** One order in full; its prescriptions' values are health data, so each one shown is in the access log. */
export async function orderDetail(
  ctx: ReadCtx & Pick<AppContext, "prescriptionKeys">,
  orderId: number,
  actor: AuditActor,
): Promise<AdminOrderDetail> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound(`Order ${orderId} not found`);
  const [{ items, byId }, history, refunds, prescriptions, returns] = await Promise.all([
    withItems(ctx, [order]),
    statusHistory(ctx.db, order.id),
    refundsOf(ctx.db, order.id),
    orderPrescriptions(ctx.db, ctx.prescriptionKeys, order.id),
    orderReturnSummaries(ctx.db, order.id),
  ]);
  const shown = [...prescriptions.prescriptions, ...prescriptions.suggestedPrescriptions].map((p) => p.id);
  await recordPrescriptionReads(ctx.db, actor, shown, "view");
  return toAdminOrderDetail(order, items.get(order.id) ?? [], byId, history, refunds, prescriptions, returns);
}

export async function orderHistory(
  ctx: Pick<AppContext, "db">,
  orderId: number,
): Promise<OrderStatusHistoryEntry[]> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound(`Order ${orderId} not found`);
  return (await statusHistory(ctx.db, order.id)).map(toHistoryEntry);
}

// The older lists keep their array shapes, placed orders only: a checkout nobody paid for is not an order to work on.
export async function prescriptionOrders(ctx: ReadCtx): Promise<PrescriptionOrderRow[]> {
  const rows = await listOrders(ctx.db, { placedOnly: true, types: ["prescription_pro"] });
  const { items, byId } = await withItems(ctx, rows);
  return rows.map((o) => toPrescriptionOrderRow(o, items.get(o.id) ?? [], byId));
}

export async function africaOrders(ctx: ReadCtx): Promise<AfricaOrderRow[]> {
  const rows = await listOrders(ctx.db, { placedOnly: true, types: [AFRICA] });
  const { items, byId } = await withItems(ctx, rows);
  return rows.map((o) => toAfricaRow(o, items.get(o.id) ?? [], byId));
}

/** The accountant's CSV lines of the placed orders created in the range. */
export async function orderCsvLines(ctx: ReadCtx, range: Pick<OrderListFilter, "from" | "until">) {
  const { byId } = await ctx.catalogue.snapshot();
  return orderCsv(ctx.db, { placedOnly: true, ...range }, byId);
}

const adminInvoicePath = (orderId: number) => `/api/admin/orders/${orderId}/invoice.pdf`;

/** A placed order and its receipt as the admin's documents show it: the delivery address in full. */
async function adminReceipt(ctx: AppContext, orderId: number) {
  const order = await findOrder(ctx.db, orderId);
  if (!order?.paidAt) throw notFound("No placed order with that id");
  const items = await listItems(ctx.db, order.id);
  const receipt = await receiptOf(ctx, order, items, {
    masked: false,
    invoiceUrl: adminInvoicePath(order.id),
  });
  return { order, receipt };
}

/** The admin's PDF invoice of a placed order: the shopper's figures, naming any credit notes. */
export async function adminInvoice(
  ctx: AppContext,
  orderId: number,
): Promise<{ number: string; pdf: Buffer }> {
  const { order, receipt } = await adminReceipt(ctx, orderId);
  return { number: receipt.orderNumber, pdf: await orderInvoicePdf(ctx.db, order, receipt) };
}

/** One credit note of a placed order as a PDF; 404 when the order has no such note. */
export async function adminCreditNote(
  ctx: AppContext,
  orderId: number,
  number: string,
): Promise<{ number: string; pdf: Buffer }> {
  const { order, receipt } = await adminReceipt(ctx, orderId);
  return orderCreditNotePdf(ctx.db, order, receipt, number);
}
