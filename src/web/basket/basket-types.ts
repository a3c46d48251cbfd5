import { PRESCRIPTION_OPTIONS } from "#shared/catalogue.ts";
import type { BasketLineInput } from "#shared/schemas/basket.ts";
import { type Infer, int, literal, num, object, optional, text } from "#web/lib/shape.ts";

/** The API contract allows at most 99 of one line. */
export const MAX_LINE_QUANTITY = 99;

const id = int(1);
/** The API's price form, "55.00" (the same pattern as the shared DecimalPrice). */
const decimal = text(0, /^-?\d+\.\d{2}$/);

/** A basket line as stored and shown. Read with the shell's small readers, not zod (see lib/shape.ts). */
export const readBasketItem = object({
  product: object({
    id,
    name: text(1),
    basePrice: decimal,
    price: decimal,
    productType: text(1),
  }),
  quantity: int(1, MAX_LINE_QUANTITY),
  color: optional(object({ id, name: text() })),
  lensType: optional(object({ id, name: text(), additionalPrice: decimal })),
  sockSize: optional(object({ id, name: text(), euRange: text() })),
  africaR3DDetails: optional(
    object({
      frameId: id,
      frameName: text(),
      colorId: id,
      colorName: text(),
      visionTypeId: id,
      visionTypeName: text(),
      lensTypeId: id,
      lensTypeName: text(),
      prescriptionOption: literal(...PRESCRIPTION_OPTIONS),
    }),
  ),
  /** One unit's price in pence: base price plus option surcharges (for socks, the price of one pair). */
  unitPricePence: int(0),
});
export type BasketItem = Infer<typeof readBasketItem>;

export const readAppliedDiscount = object({
  id,
  code: text(1),
  discountType: literal("percentage", "fixed"),
  /** Whole percent for a percentage discount, pence for a fixed one. */
  discountValue: num(0),
});
export type AppliedDiscount = Infer<typeof readAppliedDiscount>;

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
