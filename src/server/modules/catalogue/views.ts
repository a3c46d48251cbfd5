import { penceToDecimal } from "#shared/money.ts";
import type * as api from "#shared/schemas/catalogue.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import type { Testimonial } from "#shared/schemas/testimonials.ts";
import type { CatalogueRows, ShopSettingsRow } from "./repo.ts";

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

export const colorView = (c: Row<"colors">): api.Color => ({ id: c.id, name: c.name, hex: c.hex });

export const sockSizeView = (z: Row<"sockSizes">): api.SockSize => ({
  id: z.id,
  name: z.name,
  euRange: z.euRange,
});

export const africaFrameView = (f: Row<"africaFrames">): api.AfricaFrame => ({
  id: f.id,
  name: f.name,
  description: f.description,
  badge: f.badge,
  widthMm: f.widthMm,
  heightMm: f.heightMm,
});

export const settingsView = (r: ShopSettingsRow): ShopSettings => ({
  internationalShippingPence: r.internationalShippingPence,
  freeShippingCountries: r.freeShippingCountries,
  socksOffer: { pairsPerGroup: r.socksPairsPerGroup, groupPricePence: r.socksGroupPricePence },
  minimumChargePence: r.minimumChargePence,
  policies: {
    ukDeliveryTime: r.ukDeliveryTime,
    abroadDeliveryTime: r.abroadDeliveryTime,
    returnsDays: r.returnsDays,
    warrantyMonths: r.warrantyMonths,
  },
  holds: {
    minutes: r.holdMinutes,
    unitsPerLine: r.holdUnitsPerLine,
    unitsPerAddress: r.holdUnitsPerAddress,
  },
  returns: { postagePayer: r.returnsPostagePayer, address: r.returnsAddress, wording: r.returnsWording },
  prescriptionWaitDays: r.prescriptionWaitDays,
  basketReminderMinutes: r.basketReminderMinutes,
});

export const testimonialView = (t: Row<"testimonials">): Testimonial => ({
  id: t.id,
  name: t.name,
  achievement: t.achievement,
  quote: t.quote,
  verified: t.verified,
  location: t.location,
  sport: t.sport,
  source: t.source,
  page: t.page,
});
