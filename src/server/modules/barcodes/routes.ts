import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { conflict } from "#server/lib/http-error.ts";
import { barcodeCsv, barcodeVariants } from "#shared/barcodes.ts";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { penceToDecimal } from "#shared/money.ts";
import { BarcodeVariant } from "#shared/schemas/barcodes.ts";

/** The barcode generator's data: every colour × every primary lens type, priced from the catalogue. */
export async function barcodeRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function variants(): Promise<BarcodeVariant[]> {
    const { rows, byId } = await ctx.catalogue.snapshot();
    const primary = byId.products.get(PRODUCT_IDS.primary);
    if (!primary) throw conflict("The Primary+ product is missing from the catalogue");
    try {
      return barcodeVariants(
        rows.colors,
        rows.primaryLensTypes.map((l) => ({
          id: l.id,
          name: l.name,
          additionalPricePence: l.additionalPricePence,
        })),
        primary.basePricePence,
      ).map(({ pricePence, ...v }) => ({ ...v, price: penceToDecimal(pricePence) }));
    } catch (error) {
      if (error instanceof RangeError) throw conflict(error.message);
      throw error;
    }
  }

  typed.get(
    "/api/barcodes",
    { config: { admin: true }, schema: { response: { 200: z.array(BarcodeVariant) } } },
    variants,
  );

  typed.get("/api/barcodes.csv", { config: { admin: true } }, async (_request, reply) => {
    const csv = barcodeCsv(await variants());
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="barcodes.csv"')
      .send(csv);
  });
}
