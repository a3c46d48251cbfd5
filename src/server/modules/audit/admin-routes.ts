import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { badRequest } from "#server/lib/http-error.ts";
import { AuditFilter, AuditPage, AuditPerson, AuditQuery } from "#shared/schemas/audit.ts";
import { auditCsvLines, auditPage, auditPeople } from "./service.ts";

/** Longer than any real filter: a query this long is refused before it is parsed. */
const MAX_QUERY_LENGTH = 1000;

async function refuseLongQuery(request: FastifyRequest) {
  const at = request.url.indexOf("?");
  if (at >= 0 && request.url.length - at > MAX_QUERY_LENGTH) {
    throw badRequest(`The query is too long (at most ${MAX_QUERY_LENGTH} characters)`);
  }
}

/** The owner's Audit tab: the trail filtered and paged, its CSV, and the people to filter by. */
export async function auditAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { admin: "audit" } as const;

  typed.get(
    "/api/admin/audit",
    {
      config,
      preValidation: refuseLongQuery,
      schema: { querystring: AuditQuery, response: { 200: AuditPage } },
    },
    (request) => auditPage(ctx, request.query),
  );

  typed.get(
    "/api/admin/audit/export.csv",
    { config, preValidation: refuseLongQuery, schema: { querystring: AuditFilter } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const lines = await auditCsvLines(ctx, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-${day}.csv"`)
        .send(Readable.from(lines));
    },
  );

  typed.get("/api/admin/audit/people", { config, schema: { response: { 200: z.array(AuditPerson) } } }, () =>
    auditPeople(ctx),
  );
}
