import { VISION_TYPE_IDS } from "#shared/catalogue.ts";
import { penceToDecimal, penceToPounds, poundsToPence } from "#shared/money.ts";
import type { Color, Finish, PrescriptionLensType, VisionType } from "#shared/schemas/catalogue.ts";
import type { PrescriptionProOrder } from "./prescription-pro-order.ts";

/** The configurator's four chosen catalogue rows. */
export interface CompleteSelection {
  vision: VisionType;
  color: Color;
  lens: PrescriptionLensType;
  finish: Finish;
}

export function isComplete(
  r: {
    [K in keyof CompleteSelection]: CompleteSelection[K] | undefined;
  },
): r is CompleteSelection {
  return Boolean(r.vision && r.color && r.lens && r.finish);
}

/**
 * The order the checkout reads (prescription-pro-order.ts) from a complete selection: from the configurator,
 * or from a reminder's link (which it carries, so the order counts as that basket's recovery).
 */
export function buildPrescriptionProOrder(
  r: CompleteSelection,
  totalPence: number,
  discountCode: string | null,
  now: Date = new Date(),
  basketRestore: string | null = null,
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
    ...(basketRestore ? { basketRestore } : {}),
  };
}
