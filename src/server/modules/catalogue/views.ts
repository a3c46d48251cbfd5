import { penceToDecimal } from "#shared/money.ts";
import type * as api from "#shared/schemas/catalogue.ts";
import type { CatalogueRows } from "./repo.ts";

type Row<K extends keyof CatalogueRows> = CatalogueRows[K][number];

export const productView = (p: Row<"products">): api.Product => ({
  id: p.id,
  name: p.name,
  description: p.description,
  basePrice: penceToDecimal(p.basePricePence),
  price: penceToDecimal(p.basePricePence),
  productType: p.productType,
  features: p.features,
  technicalSpecs: p.technicalSpecs,
  requiresPrescription: p.requiresPrescription,
});

export const lensView = (l: Row<"primaryLensTypes">): api.LensType => ({
  id: l.id,
  name: l.name,
  description: l.description,
  additionalPrice: penceToDecimal(l.additionalPricePence),
  features: l.features,
});

export const prescriptionLensView = (l: Row<"prescriptionLensTypes">): api.PrescriptionLensType => ({
  ...lensView(l),
  price: penceToDecimal(l.additionalPricePence),
});

export const finishView = (f: Row<"finishes">): api.Finish => ({
  id: f.id,
  name: f.name,
  description: f.description,
  price: penceToDecimal(f.pricePence),
});

export const visionView = (v: Row<"visionTypes">): api.VisionType => ({
  id: v.id,
  name: v.name,
  description: v.description,
  basePrice: penceToDecimal(v.basePricePence),
});

export const africaVisionView = (v: Row<"africaVisionTypes">): api.AfricaVisionType => ({
  id: v.id,
  name: v.name,
  description: v.description,
  basePrice: penceToDecimal(v.basePricePence),
});

export const africaLensView = (l: Row<"africaLensTypes">): api.AfricaLensType => ({
  id: l.id,
  name: l.name,
  description: l.description,
  additionalPrice: penceToDecimal(l.additionalPricePence),
});
