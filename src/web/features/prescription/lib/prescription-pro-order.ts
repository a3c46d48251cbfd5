import { VISION_TYPE_IDS } from "#shared/catalogue.ts";
import { penceToDecimal, penceToPounds, poundsToPence } from "#shared/money.ts";
import type { PrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";
import type { ResolvedSelection } from "./configurator.ts";

interface CompleteSelection {
  vision: NonNullable<ResolvedSelection["vision"]>;
  color: NonNullable<ResolvedSelection["color"]>;
  lens: NonNullable<ResolvedSelection["lens"]>;
  finish: NonNullable<ResolvedSelection["finish"]>;
}

export function isComplete(r: ResolvedSelection): r is CompleteSelection {
  return Boolean(r.vision && r.color && r.lens && r.finish);
}

/** The order the checkout reads (web/handoffs/prescription-pro-order.ts) from a complete selection. */
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
    basePrice: penceToPounds(poundsToPence(r.vision.basePrice)),
    lensUpgradePrice: r.lens.additionalPrice,
    finishPrice: r.finish.price,
    totalPrice: penceToDecimal(totalPence),
    createdAt: now.toISOString(),
    orderSource: "prescription_pro_page",
    ...(discountCode ? { discountCode } : {}),
  };
}
