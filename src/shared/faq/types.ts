import type { ShopPolicies } from "#shared/schemas/shop-settings.ts";
/** The FAQ's categories, in the order of the filter buttons. */
export const FAQ_CATEGORIES = [
  "General",
  "Prescription",
  "Measurement",
  "Customisation",
  "Pricing",
  "Fit",
  "Care",
  "Additional",
] as const;
type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type FaqFilter = FaqCategory | "All";

export interface PricedOption {
  name: string;
  /** Integer pence. */
  price: number;
}

/** Prices the answers quote, all integer pence from the catalogue API (never typed into the text). */
export interface FaqCatalogue {
  primaryFrom: number;
  /** Primary+ with the Ultimate Transitions lens. */
  ultimateTransitions: number;
  primaryLenses: PricedOption[];
  spareLensesFrom: number;
  nosePadsFrom: number;
  sockPair: number;
  socksOffer: { pairsPerGroup: number; groupPricePence: number };
  internationalShipping: number;
  /** Delivery times and returns window: the admin's shop settings. */
  policies: ShopPolicies;
  singleVision: number;
  varifocal: number;
  /** Single vision with the cheapest paid prescription lens. */
  tintedPrescriptionFrom: number;
  /** Surcharges on top of the vision type's base price. */
  prescriptionLenses: PricedOption[];
  mirrorFinishes: PricedOption[];
  colours: string[];
}

export interface FaqItem {
  id: number;
  category: FaqCategory;
  question: string;
  /** A function when the answer quotes catalogue data. */
  answer: string | ((catalogue: FaqCatalogue) => string);
  tags: string[];
}

export interface ResolvedFaqItem extends Omit<FaqItem, "answer"> {
  answer: string;
}
