import { z } from "zod";
import { DecimalPrice } from "./common.ts";

/** One Primary+ variant for the label printer. */
export const BarcodeVariant = z.object({
  colorId: z.number().int(),
  colorName: z.string(),
  lensTypeId: z.number().int(),
  lensTypeName: z.string(),
  sku: z.string().regex(/^NDR-PSS-\d{2}-\d{2}$/),
  upc: z.string().regex(/^\d{12}$/),
  price: DecimalPrice,
});
export type BarcodeVariant = z.infer<typeof BarcodeVariant>;
