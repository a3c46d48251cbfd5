import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { notFound } from "#server/lib/http-error.ts";
import {
  AdminOrder,
  AdminOrdersQuery,
  AfricaOrderRow,
  AfricaStatusBody,
  OrderStatusHistoryEntry,
  PrescriptionOrderRow,
  StatusChangeResponse,
  UpdateOrderStatusByIdBody,
} from "#shared/schemas/admin.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { findOrder, itemsByOrder, listOrders, type OrderFilter, statusHistory } from "./repo.ts";
import { changeOrderStatus } from "./service.ts";
import { toAdminOrder, toAfricaRow, toPrescriptionOrderRow } from "./views.ts";

const AFRICA = "africa_r3d";
const admin = { admin: true } as const;

const listOf = (value: string | undefined) =>
  value
    ?.split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/** The admin's order views and status changes (back-office.md §3, §7; decisions.md §4). */
export async function adminOrderRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function load(filter: OrderFilter) {
    const rows = await listOrders(ctx.db, filter);
    const items = await itemsByOrder(
      ctx.db,
      rows.map((r) => r.id),
    );
    const { byId } = await ctx.catalogue.snapshot();
    return { rows, items, byId };
  }

  // Africa R3D orders have their own table in the dashboard, so they are left out unless asked for.
  typed.get(
    "/api/orders",
    { config: admin, schema: { querystring: AdminOrdersQuery, response: { 200: z.array(AdminOrder) } } },
    async (request) => {
      const types = listOf(request.query.orderType);
      const { rows, items, byId } = await load({
        types,
        excludeTypes: types?.length ? undefined : [AFRICA],
        statuses: listOf(request.query.status),
      });
      return rows.map((o) => toAdminOrder(o, items.get(o.id) ?? [], byId));
    },
  );

  typed.get(
    "/api/orders/:id/status-history",
    { config: admin, schema: { params: IdParam, response: { 200: z.array(OrderStatusHistoryEntry) } } },
    async (request) => {
      const order = await findOrder(ctx.db, request.params.id);
      if (!order) throw notFound(`Order ${request.params.id} not found`);
      const rows = await statusHistory(ctx.db, order.id);
      return rows.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() }));
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

  typed.get(
    "/api/prescription-orders",
    { config: admin, schema: { response: { 200: z.array(PrescriptionOrderRow) } } },
    async () => {
      const { rows, items, byId } = await load({ types: ["prescription_pro"] });
      return rows.map((o) => toPrescriptionOrderRow(o, items.get(o.id) ?? [], byId));
    },
  );

  typed.get(
    "/api/africa-r3d/orders",
    { config: admin, schema: { response: { 200: z.array(AfricaOrderRow) } } },
    async () => {
      const { rows, items, byId } = await load({ types: [AFRICA] });
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
}
