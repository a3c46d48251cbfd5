import { z } from "zod";
import { PRESCRIPTION_OPTIONS, VISION_TYPE_IDS } from "../catalogue.ts";

const Id = z.number().int().positive().max(2_147_483_647);

const AfricaR3DDetails = z.object({
  frameId: Id,
  colorId: Id,
  visionTypeId: Id,
  lensTypeId: Id,
  prescriptionOption: z.enum(PRESCRIPTION_OPTIONS),
});

/** One basket line as the browser sends it for pricing: ids and a quantity, never a price. */
export const BasketLineInput = z.object({
  productId: Id,
  quantity: z.number().int("Quantity must be a whole number").min(1, "Quantity must be at least 1").max(99),
  colorId: Id.optional(),
  /** The primary lens type for product 1, the spare lens type for product 3. */
  lensTypeId: Id.optional(),
  sockSizeId: Id.optional(),
  africaR3DDetails: AfricaR3DDetails.optional(),
});
export type BasketLineInput = z.infer<typeof BasketLineInput>;

/**
 * The Prescription Pro configurator's one line: the catalogue ids of its parts. Strict, so nothing else (a
 * prescription value least of all) travels or is kept with it.
 */
export const PrescriptionProChoice = z.strictObject({
  visionType: z.enum(VISION_TYPE_IDS),
  frameColorId: Id,
  prescriptionLensTypeId: Id,
  finishId: Id,
});
export type PrescriptionProChoice = z.infer<typeof PrescriptionProChoice>;
