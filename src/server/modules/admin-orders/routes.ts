import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { notFound } from "#server/lib/http-error.ts";
import { logPrescriptionAccess } from "#server/modules/prescriptions/access-log.ts";
import { orderPrescriptions } from "#server/modules/prescriptions/links.ts";
import {
  AfricaOrderRow,
  AfricaStatusBody,
  OrderStatusHistoryEntry,
  PrescriptionOrderRow,
  StatusChangeResponse,
  UpdateOrderStatusByIdBody,
} from "#shared/schemas/admin.ts";
import { AdminOrderDetail, AdminOrderList, AdminOrdersQuery } from "#shared/schemas/admin-orders.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { toAdminOrderDetail, toHistoryEntry } from "./detail-view.ts";
import { orderExportRoutes } from "./export-routes.ts";
import { orderInvoiceRoutes } from "./invoice-routes.ts";
import { AFRICA, parseListQuery } from "./list-filter.ts";
import { refundRoutes } from "./refund-routes.ts";
import {
  findOrder,
  itemsByOrder,
  listOrderPage,
  listOrders,
  type OrderRow,
  refundsOf,
  statusHistory,
} from "./repo.ts";
import { changeOrderStatus } from "./service.ts";
import { toAdminOrder, toAfricaRow, toPrescriptionOrderRow } from "./views.ts";

const admin = { admin: true } as const;

/** The admin's order views and status changes (back-office.md §3, §7; decisions.md §4). */
export async function adminOrderRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function withItems(rows: OrderRow[]) {
    const items = await itemsByOrder(
      ctx.db,
      rows.map((r) => r.id),
    );
    const { byId } = await ctx.catalogue.snapshot();
    return { items, byId };
  }

  // A page of orders, placed ones unless the status filter asks for others; items but no history.
  typed.get(
    "/api/orders",
    { config: admin, schema: { querystring: AdminOrdersQuery, response: { 200: AdminOrderList } } },
    async (request) => {
      const { page, pageSize, sort } = request.query;
      const { rows, total } = await listOrderPage(ctx.db, parseListQuery(request.query), {
        page,
        pageSize,
        sort,
      });
      const { items, byId } = await withItems(rows);
      return { orders: rows.map((o) => toAdminOrder(o, items.get(o.id) ?? [], byId)), total, page, pageSize };
    },
  );

  typed.get(
    "/api/admin/orders/:id",
    { config: admin, schema: { params: IdParam, response: { 200: AdminOrderDetail } } },
    async (request) => {
      const order = await findOrder(ctx.db, request.params.id);
      if (!order) throw notFound(`Order ${request.params.id} not found`);
      const [{ items, byId }, history, refunds, prescriptions] = await Promise.all([
        withItems([order]),
        statusHistory(ctx.db, order.id),
        refundsOf(ctx.db, order.id),
        orderPrescriptions(ctx.db, ctx.prescriptionKeys, order.id),
      ]);
      // The order view shows prescription values: health data, so each one shown is in the access log.
      const shown = [...prescriptions.prescriptions, ...prescriptions.suggestedPrescriptions].map(
        (p) => p.id,
      );
      await logPrescriptionAccess(ctx.db, shown, request.admin?.username ?? "unknown", "view");
      return toAdminOrderDetail(order, items.get(order.id) ?? [], byId, history, refunds, prescriptions);
    },
  );

  typed.get(
    "/api/orders/:id/status-history",
    { config: admin, schema: { params: IdParam, response: { 200: z.array(OrderStatusHistoryEntry) } } },
    async (request) => {
      const order = await findOrder(ctx.db, request.params.id);
      if (!order) throw notFound(`Order ${request.params.id} not found`);
      return (await statusHistory(ctx.db, order.id)).map(toHistoryEntry);
    },
  );

  typed.patch(
    "/api/orders/update-status-by-id",
    { config: admin, schema: { body: UpdateOrderStatusByIdBody, response: { 200: StatusChangeResponse } } },
    async (request) =>
      changeOrderStatus(ctx, {
        orderId: request.body.orderId,
        to: request.body.status,
        adminUsername: request.admin?.username ?? "unknown",
      }),
  );

  // The spec's array shapes, placed orders only: a checkout nobody paid for is not an order to work on.
  typed.get(
    "/api/prescription-orders",
    { config: admin, schema: { response: { 200: z.array(PrescriptionOrderRow) } } },
    async () => {
      const rows = await listOrders(ctx.db, { placedOnly: true, types: ["prescription_pro"] });
      const { items, byId } = await withItems(rows);
      return rows.map((o) => toPrescriptionOrderRow(o, items.get(o.id) ?? [], byId));
    },
  );

  typed.get(
    "/api/africa-r3d/orders",
    { config: admin, schema: { response: { 200: z.array(AfricaOrderRow) } } },
    async () => {
      const rows = await listOrders(ctx.db, { placedOnly: true, types: [AFRICA] });
      const { items, byId } = await withItems(rows);
      return rows.map((o) => toAfricaRow(o, items.get(o.id) ?? [], byId));
    },
  );

  typed.patch(
    "/api/africa-r3d/orders/:id/status",
    {
      config: admin,
      schema: { params: IdParam, body: AfricaStatusBody, response: { 200: StatusChangeResponse } },
    },
    async (request) =>
      changeOrderStatus(ctx, {
        orderId: request.params.id,
        to: request.body.status,
        adminUsername: request.admin?.username ?? "unknown",
        orderType: AFRICA,
      }),
  );

  await orderExportRoutes(app, opts);
  await orderInvoiceRoutes(app, opts);
  await refundRoutes(app, opts);
}
