import { z } from "zod";
import { parseDecimalToPence } from "#shared/money.ts";
import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";

/**
 * The prescription-pro page's selection (back-office.md §3 "Prescription-pro order"). Prices may be
 * numbers or decimal strings ("20.00", "0"); they are only shown, the server prices the order itself.
 */
const Price = z.union([
  z.number().finite().nonnegative(),
  z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/),
]);
const Id = z.coerce.number().int().positive();

export const StoredPrescriptionProOrder = z.object({
  productType: z.string().optional(),
  visionType: z.string().min(1),
  frameColorId: Id,
  frameColorName: z.string(),
  prescriptionLensTypeId: Id,
  prescriptionLensTypeName: z.string(),
  finishId: Id,
  finishName: z.string(),
  basePrice: Price,
  lensUpgradePrice: Price,
  finishPrice: Price,
  totalPrice: Price,
  createdAt: z.string().optional(),
  orderSource: z.string().optional(),
  discountCode: z.string().nullish(),
});
export type StoredPrescriptionProOrder = z.infer<typeof StoredPrescriptionProOrder>;

export function priceToPence(value: number | string): number {
  return typeof value === "number" ? Math.round(value * 100) : (parseDecimalToPence(value) ?? 0);
}

/** Anything that is not single vision is a varifocal (back-office.md §2). */
export function visionTypeOf(order: StoredPrescriptionProOrder): "single_vision" | "varifocal" {
  return order.visionType === "single_vision" ? "single_vision" : "varifocal";
}

export function loadPrescriptionProOrder(): StoredPrescriptionProOrder | null {
  const text = sessionStore.get(SESSION_KEYS.prescriptionProOrder);
  if (!text) return null;
  try {
    const parsed = StoredPrescriptionProOrder.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPrescriptionProOrder(): void {
  sessionStore.remove(SESSION_KEYS.prescriptionProOrder);
}
