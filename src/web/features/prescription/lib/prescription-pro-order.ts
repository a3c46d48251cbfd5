import * as z from "zod/mini";
import { VISION_TYPE_IDS } from "#shared/catalogue.ts";
import { penceToDecimal } from "#shared/money.ts";
import { pence } from "#web/features/products/lib/basket-product.ts";
import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";
import type { ResolvedSelection } from "./configurator.ts";

/**
 * The prescription-pro order held in session storage between the configurator and
 * /prescription-pro-checkout (storefront.md §3). basePrice is a number of pounds as the spec has it;
 * the other prices are the API's decimal strings. The checkout prices the order again on the server.
 */
export const PrescriptionProOrderSchema = z.object({
  productType: z.literal("prescription_pro"),
  visionType: z.enum(VISION_TYPE_IDS),
  frameColorId: z.int(),
  frameColorName: z.string(),
  prescriptionLensTypeId: z.int(),
  prescriptionLensTypeName: z.string(),
  finishId: z.int(),
  finishName: z.string(),
  basePrice: z.number(),
  lensUpgradePrice: z.string(),
  finishPrice: z.string(),
  /** After any discount, e.g. "136.80". */
  totalPrice: z.string(),
  createdAt: z.string(),
  orderSource: z.literal("prescription_pro_page"),
  discountCode: z.optional(z.string()),
});
export type PrescriptionProOrder = z.infer<typeof PrescriptionProOrderSchema>;

export interface CompleteSelection {
  vision: NonNullable<ResolvedSelection["vision"]>;
  color: NonNullable<ResolvedSelection["color"]>;
  lens: NonNullable<ResolvedSelection["lens"]>;
  finish: NonNullable<ResolvedSelection["finish"]>;
}

export function isComplete(r: ResolvedSelection): r is CompleteSelection {
  return Boolean(r.vision && r.color && r.lens && r.finish);
}

export function buildPrescriptionProOrder(
  r: CompleteSelection,
  totalPence: number,
  discountCode: string | null,
  now: Date = new Date(),
): PrescriptionProOrder {
  const visionType = VISION_TYPE_IDS.find((id) => id === r.vision.id);
  if (!visionType) throw new Error(`Unknown vision type ${r.vision.id}`);
  return {
    productType: "prescription_pro",
    visionType,
    frameColorId: r.color.id,
    frameColorName: r.color.name,
    prescriptionLensTypeId: r.lens.id,
    prescriptionLensTypeName: r.lens.name,
    finishId: r.finish.id,
    finishName: r.finish.name,
    basePrice: pence(r.vision.basePrice) / 100,
    lensUpgradePrice: r.lens.additionalPrice,
    finishPrice: r.finish.price,
    totalPrice: penceToDecimal(totalPence),
    createdAt: now.toISOString(),
    orderSource: "prescription_pro_page",
    ...(discountCode ? { discountCode } : {}),
  };
}

export function savePrescriptionProOrder(order: PrescriptionProOrder): void {
  sessionStore.set(SESSION_KEYS.prescriptionProOrder, JSON.stringify(order));
}
