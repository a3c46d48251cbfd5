import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { Overview, OverviewQuery } from "#shared/schemas/overview.ts";
import { VatReport, VatReportQuery } from "#shared/schemas/vat-report.ts";
import { readOverview } from "./overview.ts";
import { readVatReport } from "./vat.ts";
import { vatCsv } from "./vat-csv.ts";

const reports = { admin: "reports" } as const;

/**
 * The owner's reports: the sales overview of a period beside the one before it; the VAT return's figures
 * for a period, and the documents behind them as CSV.
 */
export async function reportAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/admin/reports/overview",
    { config: reports, schema: { querystring: OverviewQuery, response: { 200: Overview } } },
    (request) => readOverview(ctx, request.query),
  );

  typed.get(
    "/api/admin/reports/vat",
    { config: reports, schema: { querystring: VatReportQuery, response: { 200: VatReport } } },
    (request) => readVatReport(ctx, request.query),
  );

  typed.get(
    "/api/admin/reports/vat.csv",
    { config: reports, schema: { querystring: VatReportQuery } },
    (request, reply) => {
      const { from, to } = request.query;
      return reply
        .type("text/csv; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="vat-${from}-to-${to}.csv"`)
        .send(Readable.from(vatCsv(ctx, request.query)));
    },
  );
}
