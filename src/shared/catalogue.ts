import { DEFAULT_RETURNS_SETTINGS } from "./returns/settings-defaults.ts";
import type { ShopSettings } from "./schemas/shop-settings.ts";

/** Ids and constants the code depends on. Prices are not here: they live in the database. */

/** The German lens maker; the one place its name is spelled out. */
export const LENS_MAKER_NAME = "Brennweite";
export const LENS_MAKER_LOGO = "/images/lens-maker-logo.svg";

export const PRODUCT_IDS = {
  primary: 1,
  prescription: 2,
  spare: 3,
  socks: 4,
  nosePads: 5,
  africaR3d: 6,
  prescriptionPro: 7,
} as const;

export const PRODUCT_TYPES = [
  "primary",
  "prescription",
  "spare",
  "socks",
  "accessories",
  "africa_r3d",
  "prescription_pro",
] as const;

export const ORDER_TYPES = [...PRODUCT_TYPES, "multi"] as const;

export const VISION_TYPE_IDS = ["single_vision", "varifocal"] as const;
export type VisionTypeId = (typeof VISION_TYPE_IDS)[number];

/** Prescription lens type id of Clear, the default of the lens configurator. */
export const DEFAULT_PRESCRIPTION_LENS_TYPE_ID = 12;
export const DEFAULT_FINISH_ID = 1;
export const DEFAULT_FRAME_COLOR_ID = 1;
/** The Africa R3D lens type that a vision type change resets to. */
export const AFRICA_CLEAR_LENS_TYPE_ID = 1;
export const AFRICA_MAX_QUANTITY = 5;

export const PRESCRIPTION_OPTIONS = ["no-prescription", "upload-later", "email-later"] as const;
export type PrescriptionOption = (typeof PRESCRIPTION_OPTIONS)[number];

/** Value ranges of the prescription form: what our lenses can be made to. */
export const PRESCRIPTION_LIMITS = {
  sphere: { min: -7, max: 8, step: 0.25 },
  cylinder: { min: -6, max: 6, step: 0.25 },
  axis: { min: 0, max: 180 },
  pupillaryDistance: { min: 50, max: 80 },
} as const;

/** Sphere beyond these needs the Optical Rim; the FAQ and advice texts read them from here. */
export const OPTICAL_RIM_LIMITS = { minus: -4, plus: 3.5 } as const;

export function needsOpticalRim(sphere: number): boolean {
  return sphere < OPTICAL_RIM_LIMITS.minus || sphere > OPTICAL_RIM_LIMITS.plus;
}

export const PRESCRIPTION_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PRESCRIPTION_FILE_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;

export const SHIPPING_COUNTRIES = [
  { code: "GB", name: "United Kingdom" },
  { code: "IE", name: "Ireland" },
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "AU", name: "Australia" },
  { code: "DE", name: "Germany" },
  { code: "FR", name: "France" },
  { code: "ES", name: "Spain" },
  { code: "IT", name: "Italy" },
  { code: "NL", name: "Netherlands" },
  { code: "SE", name: "Sweden" },
  { code: "NO", name: "Norway" },
  { code: "DK", name: "Denmark" },
  { code: "FI", name: "Finland" },
  { code: "CH", name: "Switzerland" },
  { code: "AT", name: "Austria" },
  { code: "BE", name: "Belgium" },
  { code: "NZ", name: "New Zealand" },
] as const;

export const UK_COUNTRY_NAMES = ["gb", "uk", "united kingdom", "britain", "great britain"] as const;
/** Working days a prescription order may wait on the shop before the dashboard counts it late. */
export const PRESCRIPTION_WAIT_DAYS = 3;

/**
 * The shop settings as the migrations create them. The admin changes them in the database; prices come from
 * GET /api/shop-settings. These stand in only where no answer exists yet (unit tests, a page's first paint).
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  internationalShippingPence: 1000,
  freeShippingCountries: ["GB"],
  socksOffer: { pairsPerGroup: 3, groupPricePence: 1000 },
  minimumChargePence: 30,
  policies: {
    ukDeliveryTime: "1–3 working days after dispatch",
    abroadDeliveryTime: "5–10 working days after dispatch",
    returnsDays: 30,
    warrantyMonths: 12,
  },
  holds: { minutes: 15, unitsPerLine: 10, unitsPerAddress: 20 },
  returns: DEFAULT_RETURNS_SETTINGS,
  prescriptionWaitDays: PRESCRIPTION_WAIT_DAYS,
  // The migration's default: a basket's one reminder goes three hours after it was left.
  basketReminderMinutes: 180,
};
export const CLUB_DISCOUNT_PERCENT = 10;

/**
 * The business details' development defaults: obviously examples (example.com, Ofcom's drama range
 * labelled as an example). The real ones are the owner's, saved in the admin (SHOP_COMPANY_* until then).
 */
export const COMPANY = {
  name: "Ndr Sports Eyewear",
  founded: 2014,
  companyNumber: "00000000",
  vatNumber: "GB 000 0000 00",
  email: "hello@example.com",
  phone: "020 7946 0000 (example number)",
  address: "1 Example Street, Leeds LS1 1AA, United Kingdom (example address)",
} as const;
