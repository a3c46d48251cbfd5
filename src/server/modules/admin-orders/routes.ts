import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { auditActor } from "#server/modules/audit/index.ts";
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
import { orderExportRoutes } from "./export-routes.ts";
import { orderInvoiceRoutes } from "./invoice-routes.ts";
import { AFRICA, parseListQuery } from "./list-filter.ts";
import { refundRoutes } from "./refund-routes.ts";
import {
  africaOrders,
  changeOrderStatus,
  orderDetail,
  orderHistory,
  orderPage,
  prescriptionOrders,
  type StatusChange,
} from "./service.ts";

const view = { admin: "orders.view" } as const;
const manage = { admin: "orders.manage" } as const;

/** The status before and after, for the audit trail. */
function noteStatusChange(request: FastifyRequest, change: StatusChangeResponse): StatusChangeResponse {
  request.audit = {
    entityId: change.id,
    before: { status: change.previousStatus },
    after: { status: change.status },
  };
  return change;
}

/** The admin's order views and status changes. */
export async function adminOrderRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const changeStatus = async (
    request: FastifyRequest,
    orderId: number,
    to: StatusChange["to"],
    orderType?: StatusChange["orderType"],
  ) =>
    noteStatusChange(
      request,
      await changeOrderStatus(ctx, {
        orderId,
        to,
        adminUsername: request.admin?.username ?? "unknown",
        orderType,
      }),
    );

  // A page of orders, placed ones unless the status filter asks for others; items but no history.
  typed.get(
    "/api/orders",
    { config: view, schema: { querystring: AdminOrdersQuery, response: { 200: AdminOrderList } } },
    (request) => {
      const { page, pageSize, sort } = request.query;
      return orderPage(ctx, parseListQuery(request.query), { page, pageSize, sort });
    },
  );

  typed.get(
    "/api/admin/orders/:id",
    { config: view, schema: { params: IdParam, response: { 200: AdminOrderDetail } } },
    (request) => orderDetail(ctx, request.params.id, auditActor(request)),
  );

  typed.get(
    "/api/orders/:id/status-history",
    { config: view, schema: { params: IdParam, response: { 200: z.array(OrderStatusHistoryEntry) } } },
    (request) => orderHistory(ctx, request.params.id),
  );

  typed.patch(
    "/api/orders/update-status-by-id",
    {
      config: { ...manage, audit: "order.status" },
      schema: { body: UpdateOrderStatusByIdBody, response: { 200: StatusChangeResponse } },
    },
    (request) => changeStatus(request, request.body.orderId, request.body.status),
  );

  typed.get(
    "/api/prescription-orders",
    { config: view, schema: { response: { 200: z.array(PrescriptionOrderRow) } } },
    () => prescriptionOrders(ctx),
  );

  typed.get(
    "/api/africa-r3d/orders",
    { config: view, schema: { response: { 200: z.array(AfricaOrderRow) } } },
    () => africaOrders(ctx),
  );

  typed.patch(
    "/api/africa-r3d/orders/:id/status",
    {
      config: { ...manage, audit: "order.status" },
      schema: { params: IdParam, body: AfricaStatusBody, response: { 200: StatusChangeResponse } },
    },
    (request) => changeStatus(request, request.params.id, request.body.status, AFRICA),
  );

  await orderExportRoutes(app, opts);
  await orderInvoiceRoutes(app, opts);
  await refundRoutes(app, opts);
}
