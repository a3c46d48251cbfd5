import type { AppContext } from "#server/context.ts";
import { conflict } from "#server/lib/http-error.ts";
import { barcodeCsv, barcodeVariants } from "#shared/barcodes.ts";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { penceToDecimal } from "#shared/money.ts";
import type { BarcodeVariant } from "#shared/schemas/barcodes.ts";

type Ctx = Pick<AppContext, "catalogue">;

/** The barcode generator's data: every colour × every primary lens type, priced from the catalogue. */
export async function listBarcodeVariants(ctx: Ctx): Promise<BarcodeVariant[]> {
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

export async function barcodesCsv(ctx: Ctx): Promise<string> {
  return barcodeCsv(await listBarcodeVariants(ctx));
}
