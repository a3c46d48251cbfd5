import * as z from "zod/mini";
import { PRESCRIPTION_OPTIONS } from "../../../shared/catalogue.ts";
import type { BasketLineInput } from "../../../shared/schemas/basket.ts";

/**
 * zod/mini rather than zod: the basket loads on every page, and the full zod build would
 * add about 20 KB (gzip) to the shell.
 */

/** The API contract allows at most 99 of one line. */
export const MAX_LINE_QUANTITY = 99;

const Id = z.int().check(z.positive());
/** The API's price form, "55.00" (the same pattern as the shared DecimalPrice). */
const Decimal = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

export const BasketItemSchema = z.object({
  product: z.object({
    id: Id,
    name: z.string().check(z.minLength(1)),
    basePrice: Decimal,
    price: Decimal,
    productType: z.string().check(z.minLength(1)),
  }),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  color: z.optional(z.object({ id: Id, name: z.string() })),
  lensType: z.optional(z.object({ id: Id, name: z.string(), additionalPrice: Decimal })),
  sockSize: z.optional(z.object({ id: Id, name: z.string(), euRange: z.string() })),
  africaR3DDetails: z.optional(
    z.object({
      frameId: Id,
      frameName: z.string(),
      colorId: Id,
      colorName: z.string(),
      visionTypeId: Id,
      visionTypeName: z.string(),
      lensTypeId: Id,
      lensTypeName: z.string(),
      prescriptionOption: z.enum(PRESCRIPTION_OPTIONS),
    }),
  ),
  /** One unit's price in pence: base price plus option surcharges (for socks, the price of one pair). */
  unitPricePence: z.int().check(z.nonnegative()),
});
export type BasketItem = z.infer<typeof BasketItemSchema>;

export const AppliedDiscountSchema = z.object({
  id: Id,
  code: z.string().check(z.minLength(1)),
  discountType: z.enum(["percentage", "fixed"]),
  /** Whole percent for a percentage discount, pence for a fixed one. */
  discountValue: z.number().check(z.nonnegative()),
});
export type AppliedDiscount = z.infer<typeof AppliedDiscountSchema>;

/** The shape the server prices: ids and a quantity, never a price. */
export function toBasketLineInput(item: BasketItem): BasketLineInput {
  const line: BasketLineInput = { productId: item.product.id, quantity: item.quantity };
  if (item.color) line.colorId = item.color.id;
  if (item.lensType) line.lensTypeId = item.lensType.id;
  if (item.sockSize) line.sockSizeId = item.sockSize.id;
  const africa = item.africaR3DDetails;
  if (africa) {
    line.africaR3DDetails = {
      frameId: africa.frameId,
      colorId: africa.colorId,
      visionTypeId: africa.visionTypeId,
      lensTypeId: africa.lensTypeId,
      prescriptionOption: africa.prescriptionOption,
    };
  }
  return line;
}
