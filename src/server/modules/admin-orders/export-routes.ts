import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { OrderExportQuery } from "#shared/schemas/admin-orders.ts";
import { dayRange } from "./list-filter.ts";
import { orderCsvLines } from "./service.ts";

/** A tax year and a leap day: the longest range one export covers. */
const MAX_EXPORT_DAYS = 366;

/** The accountant's CSV of placed orders (every type) created in a range of London calendar days. */
export async function orderExportRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/admin/orders/export.csv",
      { config: { admin: "orders.view" }, schema: { querystring: OrderExportQuery } },
      async (request, reply) => {
        const { from, to } = request.query;
        const range = dayRange(from, to, MAX_EXPORT_DAYS);
        const lines = await orderCsvLines(ctx, range);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="orders-${from}-to-${to}.csv"`)
          .send(Readable.from(lines));
      },
    );
}
