import { z } from "zod";
import { DecimalPrice } from "./common.ts";

export const Product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  basePrice: DecimalPrice,
  price: DecimalPrice,
  productType: z.string(),
  features: z.array(z.string()),
  technicalSpecs: z.array(z.string()),
  requiresPrescription: z.boolean(),
});
export type Product = z.infer<typeof Product>;

export const Color = z.object({ id: z.number().int(), name: z.string(), hex: z.string() });
export type Color = z.infer<typeof Color>;

export const LensType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  additionalPrice: DecimalPrice,
  features: z.array(z.string()),
});
export type LensType = z.infer<typeof LensType>;

export const PrescriptionLensType = LensType.extend({ price: DecimalPrice });
export type PrescriptionLensType = z.infer<typeof PrescriptionLensType>;

export const Finish = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: DecimalPrice,
});
export type Finish = z.infer<typeof Finish>;

export const VisionType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  basePrice: DecimalPrice,
});
export type VisionType = z.infer<typeof VisionType>;

export const SockSize = z.object({ id: z.number().int(), name: z.string(), euRange: z.string() });
export type SockSize = z.infer<typeof SockSize>;

export const AfricaFrame = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  badge: z.string().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
});
export type AfricaFrame = z.infer<typeof AfricaFrame>;

export const AfricaColor = Color;
export type AfricaColor = Color;

export const AfricaVisionType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  basePrice: DecimalPrice,
});
export type AfricaVisionType = z.infer<typeof AfricaVisionType>;

export const AfricaLensType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  additionalPrice: DecimalPrice,
});
export type AfricaLensType = z.infer<typeof AfricaLensType>;
