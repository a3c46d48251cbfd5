import * as z from "zod/mini";
import { VISION_TYPE_IDS } from "#shared/catalogue.ts";
import { API_DECIMAL } from "#shared/money.ts";
import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";

/**
 * The prescription-pro order held in session storage between the configurators (which write it) and
 * /prescription-pro-checkout (which reads it). basePrice is
 * a number of pounds; the other prices are the API's decimal strings. They are only
 * shown: the checkout prices the order again on the server.
 */
const Decimal = z.string().check(z.regex(API_DECIMAL));

export const PrescriptionProOrder = z.object({
  productType: z.literal("prescription_pro"),
  visionType: z.enum(VISION_TYPE_IDS),
  frameColorId: z.int(),
  frameColorName: z.string(),
  prescriptionLensTypeId: z.int(),
  prescriptionLensTypeName: z.string(),
  finishId: z.int(),
  finishName: z.string(),
  basePrice: z.number().check(z.nonnegative()),
  lensUpgradePrice: Decimal,
  finishPrice: Decimal,
  /** After any discount, e.g. "136.80". */
  totalPrice: Decimal,
  createdAt: z.string(),
  orderSource: z.literal("prescription_pro_page"),
  discountCode: z.optional(z.string()),
  /** The reminder link this configuration was restored from, sent with the order. */
  basketRestore: z.optional(z.string()),
});
export type PrescriptionProOrder = z.infer<typeof PrescriptionProOrder>;

export { savePrescriptionProOrder } from "./save-prescription-pro-order.ts";

/** The stored order, or null when there is none or it is not one. */
export function loadPrescriptionProOrder(): PrescriptionProOrder | null {
  const text = sessionStore.get(SESSION_KEYS.prescriptionProOrder);
  if (!text) return null;
  try {
    const parsed = PrescriptionProOrder.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPrescriptionProOrder(): void {
  sessionStore.remove(SESSION_KEYS.prescriptionProOrder);
}
