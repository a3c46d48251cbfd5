import { z } from "zod";
import { SHIPPING_COUNTRIES } from "../catalogue.ts";
import { PoundsInput } from "./pounds.ts";

/** The socks multi-buy: every group of pairsPerGroup pairs costs groupPricePence. */
export const SocksOffer = z.object({
  pairsPerGroup: z.number().int().min(2),
  groupPricePence: z.number().int().nonnegative(),
});
export type SocksOffer = z.infer<typeof SocksOffer>;

/** The shop's money rules as GET /api/shop-settings serves them (integer pence); the shared pricing reads these. */
export const ShopSettings = z.object({
  internationalShippingPence: z.number().int().nonnegative(),
  /** ISO codes of the countries that ship free. */
  freeShippingCountries: z.array(z.string()),
  socksOffer: SocksOffer,
  /** The card minimum: a total below it is charged this much. */
  minimumChargePence: z.number().int().nonnegative(),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

/** The card processor takes no card payment below 30p, so the shop's minimum cannot go lower. */
export const CARD_PROCESSOR_MINIMUM_PENCE = 30;

const COUNTRY_CODES = SHIPPING_COUNTRIES.map((c) => c.code) as [string, ...string[]];

export const SETTINGS_MESSAGES = {
  country: "Free shipping countries must be countries the shop delivers to",
  pairs: "Pairs per group must be a whole number from 2 to 20",
  minimum: "The card minimum cannot be below £0.30, the card processor's minimum",
} as const;

/** The admin's settings form: amounts typed in pounds ("10.00"), stored as pence. */
export const ShopSettingsInput = z
  .object({
    internationalShipping: PoundsInput,
    freeShippingCountries: z
      .array(z.enum(COUNTRY_CODES, { error: SETTINGS_MESSAGES.country }), {
        error: SETTINGS_MESSAGES.country,
      })
      .max(COUNTRY_CODES.length)
      .refine((codes) => new Set(codes).size === codes.length, "A country is listed twice"),
    socksPairsPerGroup: z
      .number({ error: SETTINGS_MESSAGES.pairs })
      .int(SETTINGS_MESSAGES.pairs)
      .min(2, SETTINGS_MESSAGES.pairs)
      .max(20, SETTINGS_MESSAGES.pairs),
    socksGroupPrice: PoundsInput,
    minimumCharge: PoundsInput.refine((p) => p >= CARD_PROCESSOR_MINIMUM_PENCE, SETTINGS_MESSAGES.minimum),
  })
  .strict();
export type ShopSettingsInput = z.input<typeof ShopSettingsInput>;
