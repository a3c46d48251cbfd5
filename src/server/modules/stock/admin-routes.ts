import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import {
  StockCsvResult,
  StockCsvUpload,
  StockUpdate,
  StockVariant,
  StockVariantsResponse,
} from "#shared/schemas/stock.ts";
import { listStock, lowStock, setStock, setStockFromCsv } from "./service.ts";

/** The admin's Stock tab and the dashboard's low-stock list. */
export async function stockAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { admin: "catalogue" } as const;

  typed.get("/api/admin/stock", { config, schema: { response: { 200: StockVariantsResponse } } }, () =>
    listStock(ctx),
  );

  typed.get("/api/admin/stock/low", { config, schema: { response: { 200: StockVariantsResponse } } }, () =>
    lowStock(ctx),
  );

  typed.put(
    "/api/admin/stock",
    {
      config: { ...config, audit: "stock.update" },
      schema: { body: StockUpdate, response: { 200: StockVariant } },
    },
    (request) => setStock(ctx, request.body, request.audit),
  );

  typed.post(
    "/api/admin/stock/csv",
    {
      config: { ...config, audit: "stock.upload" },
      schema: { body: StockCsvUpload, response: { 200: StockCsvResult } },
    },
    (request) => setStockFromCsv(ctx, request.body.csv, request.audit),
  );
}
