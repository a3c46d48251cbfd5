import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { auditActor } from "#server/modules/audit/index.ts";
import { ErrorBody } from "#shared/schemas/common.ts";
import {
  AccessLogQuery,
  PrescriptionAccessEntry,
  PrivacyEraseResult,
  PrivacyExport,
  PrivacyRequest,
  PrivacySearchResult,
  PrivacySubject,
} from "#shared/schemas/privacy.ts";
import {
  eraseSubject,
  exportSubject,
  prescriptionAccessLog,
  privacyRequests,
  searchSubject,
} from "./service.ts";

/** The guard has set it on every admin route. */
const adminName = (request: FastifyRequest) => request.admin?.username ?? "unknown";

/**
 * The admin's Privacy tab: one person's data by email address, their subject access export
 * and erasure, the record of both, and the prescription access log. The address travels in a POST body so
 * it never reaches a URL, a proxy's log or the access log.
 */
export async function privacyAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/admin/privacy/search",
    {
      config: { admin: "privacy", audit: "privacy.search" },
      schema: { body: PrivacySubject, response: { 200: PrivacySearchResult } },
    },
    async (request) => {
      const found = await searchSubject(ctx, request.body.email);
      request.audit = { after: { total: found.total } };
      return found;
    },
  );

  typed.post(
    "/api/admin/privacy/export",
    {
      config: { admin: "privacy", audit: "privacy.export" },
      schema: { body: PrivacySubject, response: { 200: PrivacyExport, 404: ErrorBody } },
    },
    async (request, reply) => {
      const document = await exportSubject(ctx, request.body.email, auditActor(request));
      request.audit = { after: { counts: document.counts } };
      const day = document.exportedAt.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="subject-access-${day}.json"`);
      return document;
    },
  );

  typed.post(
    "/api/admin/privacy/erase",
    {
      config: { admin: "privacy", audit: "privacy.erase" },
      schema: { body: PrivacySubject, response: { 200: PrivacyEraseResult, 404: ErrorBody } },
    },
    async (request) => {
      const erased = await eraseSubject(ctx, request.body.email, adminName(request));
      request.audit = { entityId: erased.request.id, after: { counts: erased.counts } };
      return erased;
    },
  );

  typed.get(
    "/api/admin/privacy/requests",
    { config: { admin: "privacy" }, schema: { response: { 200: z.array(PrivacyRequest) } } },
    async () => privacyRequests(ctx),
  );

  typed.get(
    "/api/admin/prescription-access-log",
    {
      config: { admin: "audit" },
      schema: { querystring: AccessLogQuery, response: { 200: z.array(PrescriptionAccessEntry) } },
    },
    async (request) => prescriptionAccessLog(ctx, request.query.prescriptionId),
  );
}
