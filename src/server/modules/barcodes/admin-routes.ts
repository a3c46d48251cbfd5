import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { BarcodeVariant } from "#shared/schemas/barcodes.ts";
import { barcodesCsv, listBarcodeVariants } from "./service.ts";

/** The admin's barcode generator: the variants as JSON and as a CSV download. */
export async function barcodeAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/barcodes",
    { config: { admin: "barcodes" }, schema: { response: { 200: z.array(BarcodeVariant) } } },
    async () => listBarcodeVariants(ctx),
  );

  typed.get("/api/barcodes.csv", { config: { admin: "barcodes" } }, async (_request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="barcodes.csv"')
      .send(await barcodesCsv(ctx)),
  );
}
