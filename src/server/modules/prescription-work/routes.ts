import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { auditActor } from "#server/modules/audit/index.ts";
import type { Actor } from "#server/modules/orders/index.ts";
import { PRESCRIPTION_MULTIPART_LIMITS, readPrescriptionForm } from "#server/modules/prescriptions/index.ts";
import { QcReadingsBody } from "#shared/prescription/iso-21987.ts";
import { IdParam } from "#shared/schemas/common.ts";
import {
  ConfirmQueryBody,
  PrescriptionQueue,
  PrescriptionQueueQuery,
  PrescriptionWork,
  QcCheckView,
  QUERY_TOKEN_FIELD,
  QueryBody,
  QueryLinkQuery,
  ShopperQuery,
  StageMoved,
} from "#shared/schemas/prescription-work.ts";
import { recordQualityCheck } from "./quality-check.ts";
import { confirmQuery, correctQuery, shopperQuery } from "./query-answer.ts";
import { prescriptionQueue } from "./queue.ts";
import {
  lensesBack,
  lensesBackFromLab,
  raiseQuery,
  remake,
  sendToLab,
  verifyPrescription,
} from "./stages.ts";
import { prescriptionWork } from "./work-view.ts";

const admin = { admin: "prescriptions" } as const;
const actorOf = (request: FastifyRequest): Actor => `admin:${request.admin?.username ?? "unknown"}`;
const Answered = z.object({ status: z.string() });

/** The order's stage after the step, for the audit trail. */
function staged(request: FastifyRequest, moved: StageMoved): StageMoved {
  request.audit = { after: { status: moved.status } };
  return moved;
}

/** The prescription work queue and its stage actions (admin), and the shopper's answer to a query. */
export async function prescriptionWorkRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  ctx.lab.onReturned((jobNumber) => lensesBackFromLab(ctx, jobNumber));

  typed.get(
    "/api/admin/prescription-queue",
    { config: admin, schema: { querystring: PrescriptionQueueQuery, response: { 200: PrescriptionQueue } } },
    (request) => prescriptionQueue(ctx, request.query),
  );

  typed.get(
    "/api/admin/prescription-work/:id",
    { config: admin, schema: { params: IdParam, response: { 200: PrescriptionWork } } },
    (request) => prescriptionWork(ctx, request.params.id, auditActor(request)),
  );

  const action = (
    path: "verify" | "send-to-lab" | "lenses-back" | "remake",
    run: (id: number, actor: Actor) => Promise<StageMoved>,
  ) =>
    typed.post(
      `/api/admin/prescription-work/:id/${path}`,
      {
        config: { ...admin, audit: `prescription.${path}` },
        schema: { params: IdParam, response: { 200: StageMoved } },
      },
      async (request) => staged(request, await run(request.params.id, actorOf(request))),
    );
  action("verify", (id, actor) => verifyPrescription(ctx, id, actor));
  action("send-to-lab", (id, actor) => sendToLab(ctx, id, actor));
  action("lenses-back", (id, actor) => lensesBack(ctx, id, actor));
  action("remake", (id, actor) => remake(ctx, id, actor));

  typed.post(
    "/api/admin/prescription-work/:id/query",
    {
      config: { ...admin, audit: "prescription.query" },
      schema: { params: IdParam, body: QueryBody, response: { 200: StageMoved } },
    },
    async (request) =>
      staged(request, await raiseQuery(ctx, request.params.id, request.body.message, actorOf(request))),
  );

  typed.post(
    "/api/admin/prescription-work/:id/quality-check",
    {
      config: { ...admin, audit: "qc.record" },
      schema: {
        params: IdParam,
        body: QcReadingsBody,
        response: { 200: z.object({ pass: z.boolean(), check: QcCheckView, status: z.string() }) },
      },
    },
    async (request) => {
      const checked = await recordQualityCheck(ctx, request.params.id, request.body, actorOf(request));
      // The readings are clinical values: only the outcome goes in the trail.
      request.audit = { after: { pass: checked.pass, status: checked.status } };
      return checked;
    },
  );

  const shopper = { rateLimit: { max: 30, timeWindow: "10 minutes" } };
  typed.get(
    "/api/prescription-query",
    { config: shopper, schema: { querystring: QueryLinkQuery, response: { 200: ShopperQuery } } },
    (request) => shopperQuery(ctx, request.query.q),
  );

  typed.post(
    "/api/prescription-query/confirm",
    { config: shopper, schema: { body: ConfirmQueryBody, response: { 200: Answered } } },
    (request) => confirmQuery(ctx, request.body.q),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: PRESCRIPTION_MULTIPART_LIMITS });
    scope.post("/api/prescription-query/correct", { config: shopper }, async (request) => {
      const { fields, file } = await readPrescriptionForm(request);
      const token = fields[QUERY_TOKEN_FIELD];
      if (!token) throw new HttpError(400, `${QUERY_TOKEN_FIELD} is required`);
      return correctQuery(ctx, token, fields, file);
    });
  });
}
