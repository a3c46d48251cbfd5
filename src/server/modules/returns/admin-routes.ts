import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import type { Actor } from "#server/modules/orders/index.ts";
import { IdParam } from "#shared/schemas/common.ts";
import {
  AdminReturnDetail,
  AdminReturnList,
  AdminReturnsQuery,
  ModelFormBody,
  ReceiveReturnBody,
  RefundReturnBody,
  RefuseReturnBody,
  ReturnMoved,
  ReturnNoteBody,
  ReturnPhotoParams,
  ReturnsOverdue,
} from "#shared/schemas/returns-admin.ts";
import { ReturnNumbers, ReturnNumbersQuery } from "#shared/schemas/returns-numbers.ts";
import { approveReturn, closeReturn, markInTransit, markLabelSent, refuseReturn } from "./actions.ts";
import { adminReturnDetail, adminReturnList, returnPhoto } from "./admin.ts";
import { recordModelForm } from "./model-form.ts";
import { readReturnNumbers } from "./numbers.ts";
import { overdueReturns } from "./overdue.ts";
import { receiveReturn } from "./receive.ts";
import { refundReturn } from "./refund.ts";

const admin = { admin: "returns" } as const;
const actorOf = (request: FastifyRequest): Actor => `admin:${request.admin?.username ?? "unknown"}`;

/** The return's status after the step, for the audit trail. */
function moved(
  request: FastifyRequest,
  result: ReturnMoved,
  extra: Record<string, unknown> = {},
): ReturnMoved {
  request.audit = {
    entityId: result.id,
    after: { returnNumber: result.returnNumber, status: result.status, ...extra },
  };
  return result;
}

/** The admin's returns: the list, one return, its photos, and each step of its life. */
export async function returnAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/admin/returns",
    { config: admin, schema: { querystring: AdminReturnsQuery, response: { 200: AdminReturnList } } },
    (request) => adminReturnList(ctx, request.query),
  );

  typed.get(
    "/api/admin/returns/overdue",
    { config: admin, schema: { response: { 200: ReturnsOverdue } } },
    async () => ({ overdue: await overdueReturns(ctx) }),
  );

  typed.get(
    "/api/admin/returns/numbers",
    { config: admin, schema: { querystring: ReturnNumbersQuery, response: { 200: ReturnNumbers } } },
    (request) => readReturnNumbers(ctx, request.query),
  );

  typed.get(
    "/api/admin/returns/:id",
    { config: admin, schema: { params: IdParam, response: { 200: AdminReturnDetail } } },
    (request) => adminReturnDetail(ctx, request.params.id),
  );

  typed.get(
    "/api/admin/returns/:id/photos/:photoId",
    { config: admin, schema: { params: ReturnPhotoParams } },
    async (request, reply) => {
      const file = await returnPhoto(ctx, request.params.id, request.params.photoId);
      return reply.header("cache-control", "private, no-store").type(file.mime).send(file.stream);
    },
  );

  const note = (
    path: "approve" | "label-sent" | "in-transit" | "close",
    run: (id: number, actor: string, note?: string) => Promise<ReturnMoved>,
  ) =>
    typed.post(
      `/api/admin/returns/:id/${path}`,
      {
        config: { ...admin, audit: `return.${path}` },
        schema: { params: IdParam, body: ReturnNoteBody, response: { 200: ReturnMoved } },
      },
      async (request) =>
        moved(request, await run(request.params.id, actorOf(request), request.body?.note || undefined)),
    );
  note("approve", (id, actor, text) => approveReturn(ctx, id, actor, text));
  note("label-sent", (id, actor, text) => markLabelSent(ctx, id, actor, text));
  note("in-transit", (id, actor, text) => markInTransit(ctx, id, actor, text));
  note("close", (id, actor, text) => closeReturn(ctx, id, actor, text));

  typed.post(
    "/api/admin/returns/:id/refuse",
    {
      config: { ...admin, audit: "return.refuse" },
      schema: { params: IdParam, body: RefuseReturnBody, response: { 200: ReturnMoved } },
    },
    async (request) =>
      moved(request, await refuseReturn(ctx, request.params.id, actorOf(request), request.body.reason)),
  );

  typed.post(
    "/api/admin/returns/:id/receive",
    {
      config: { ...admin, audit: "return.receive" },
      schema: { params: IdParam, body: ReceiveReturnBody, response: { 200: ReturnMoved } },
    },
    async (request) =>
      moved(request, await receiveReturn(ctx, request.params.id, request.body, actorOf(request))),
  );

  typed.post(
    "/api/admin/returns/:id/refund",
    {
      config: { admin: "refunds", audit: "return.refund" },
      schema: { params: IdParam, body: RefundReturnBody, response: { 200: ReturnMoved } },
    },
    async (request) =>
      moved(request, await refundReturn(ctx, request.params.id, request.body, actorOf(request)), {
        deductionPence: request.body.deductionPence,
      }),
  );

  typed.post(
    "/api/admin/returns/model-form",
    {
      config: { ...admin, audit: "return.model-form" },
      schema: { body: ModelFormBody, response: { 201: ReturnMoved } },
    },
    async (request, reply) =>
      reply.code(201).send(moved(request, await recordModelForm(ctx, request.body, actorOf(request)))),
  );
}
