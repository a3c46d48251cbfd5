import { z } from "zod";
import { SHIPPING_COUNTRIES } from "../catalogue.ts";
import { penceToDecimal } from "../money.ts";
import { BASKET_REMINDER_MINUTES } from "./basket-reminder.ts";
import { requiredText } from "./fields.ts";
import { PoundsInput } from "./pounds.ts";
import { ReturnsSettings, ReturnsSettingsInput, returnsFields } from "./returns-settings.ts";

/** The socks multi-buy: every group of pairsPerGroup pairs costs groupPricePence. */
export const SocksOffer = z.object({
  pairsPerGroup: z.number().int().min(2),
  groupPricePence: z.number().int().nonnegative(),
});
export type SocksOffer = z.infer<typeof SocksOffer>;

/** What the product pages and the terms promise next to a price: delivery times, returns and warranty. */
export const ShopPolicies = z.object({
  ukDeliveryTime: z.string(),
  abroadDeliveryTime: z.string(),
  returnsDays: z.number().int().nonnegative(),
  warrantyMonths: z.number().int().nonnegative(),
});
export type ShopPolicies = z.infer<typeof ShopPolicies>;

/**
 * How long an unpaid checkout holds its units and discount use, and how many units it may hold: per line,
 * and across the unpaid checkouts of one client address. Without them one request could hold the stock.
 */
export const HoldLimits = z.object({
  minutes: z.number().int().positive(),
  unitsPerLine: z.number().int().positive(),
  unitsPerAddress: z.number().int().positive(),
});
export type HoldLimits = z.infer<typeof HoldLimits>;

/** The shop's money rules as GET /api/shop-settings serves them (integer pence); the shared pricing reads these. */
export const ShopSettings = z.object({
  internationalShippingPence: z.number().int().nonnegative(),
  /** ISO codes of the countries that ship free. */
  freeShippingCountries: z.array(z.string()),
  socksOffer: SocksOffer,
  /** The card minimum: a total below it is charged this much. */
  minimumChargePence: z.number().int().nonnegative(),
  policies: ShopPolicies,
  holds: HoldLimits,
  /** Return postage, the returns address and the owner's returns wording (the window is in policies). */
  returns: ReturnsSettings,
  /** Working days a prescription order may wait on the shop in one stage before the admin is warned. */
  prescriptionWaitDays: z.number().int().min(1).max(30).optional(),
  /** Minutes after a basket was last saved before its one reminder goes (decision 0058). */
  basketReminderMinutes: z.number().int().positive().optional(),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

/** The card processor takes no card payment below 30p, so the shop's minimum cannot go lower. */
export const CARD_PROCESSOR_MINIMUM_PENCE = 30;

const COUNTRY_CODES = SHIPPING_COUNTRIES.map((c) => c.code) as [string, ...string[]];

export const SETTINGS_MESSAGES = {
  country: "Free shipping countries must be countries the shop delivers to",
  pairs: "Pairs per group must be a whole number from 2 to 20",
  minimum: "The card minimum cannot be below £0.30, the card processor's minimum",
  returns: "The returns window must be a whole number of days from 14 (the legal minimum) to 365",
  warranty: "The warranty must be a whole number of months from 0 to 120",
  holdMinutes: "The checkout hold must be a whole number of minutes from 5 to 120",
  holdUnitsPerLine: "Units held per line must be a whole number from 1 to 100",
  holdUnitsPerAddress: "Units held per address must be a whole number from 1 to 1000",
  prescriptionWaitDays: "The prescription stage alert must be a whole number of working days from 1 to 30",
  basketReminderMinutes: `The basket reminder delay must be a whole number of minutes from ${BASKET_REMINDER_MINUTES.min} to ${BASKET_REMINDER_MINUTES.max} (7 days)`,
  markup: "must be plain text, without < or >",
} as const;

/** The longest delivery or dispatch time: it sits in a sentence next to the price. */
export const POLICY_TEXT_MAX = 60;

/** A delivery or dispatch time as the pages print it, e.g. "1–3 working days after dispatch". */
const policyText = (label: string) =>
  requiredText(label, `${label} is required`, { max: POLICY_TEXT_MAX }).refine(
    (v) => !/[<>]/.test(v),
    `${label} ${SETTINGS_MESSAGES.markup}`,
  );

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

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
    ukDeliveryTime: policyText("UK delivery time"),
    abroadDeliveryTime: policyText("Delivery time abroad"),
    returnsDays: wholeNumber(14, 365, SETTINGS_MESSAGES.returns),
    warrantyMonths: wholeNumber(0, 120, SETTINGS_MESSAGES.warranty),
    holdMinutes: wholeNumber(5, 120, SETTINGS_MESSAGES.holdMinutes),
    holdUnitsPerLine: wholeNumber(1, 100, SETTINGS_MESSAGES.holdUnitsPerLine),
    holdUnitsPerAddress: wholeNumber(1, 1000, SETTINGS_MESSAGES.holdUnitsPerAddress),
    prescriptionWaitDays: wholeNumber(1, 30, SETTINGS_MESSAGES.prescriptionWaitDays).optional(),
    basketReminderMinutes: wholeNumber(
      BASKET_REMINDER_MINUTES.min,
      BASKET_REMINDER_MINUTES.max,
      SETTINGS_MESSAGES.basketReminderMinutes,
    ).optional(),
    ...ReturnsSettingsInput.shape,
  })
  .strict();
export type ShopSettingsInput = z.input<typeof ShopSettingsInput>;

/** The form that saves these settings unchanged: what the admin's form starts from, in pounds. */
export function settingsInputOf(settings: ShopSettings): ShopSettingsInput {
  return {
    internationalShipping: penceToDecimal(settings.internationalShippingPence),
    freeShippingCountries: [...settings.freeShippingCountries] as ShopSettingsInput["freeShippingCountries"],
    socksPairsPerGroup: settings.socksOffer.pairsPerGroup,
    socksGroupPrice: penceToDecimal(settings.socksOffer.groupPricePence),
    minimumCharge: penceToDecimal(settings.minimumChargePence),
    ...settings.policies,
    ...holdFields(settings.holds),
    ...returnsFields(settings.returns),
    ...(settings.prescriptionWaitDays === undefined
      ? {}
      : { prescriptionWaitDays: settings.prescriptionWaitDays }),
    ...(settings.basketReminderMinutes === undefined
      ? {}
      : { basketReminderMinutes: settings.basketReminderMinutes }),
  };
}

/** The hold limits under the settings form's field names. */
export function holdFields(h: HoldLimits) {
  return { holdMinutes: h.minutes, holdUnitsPerLine: h.unitsPerLine, holdUnitsPerAddress: h.unitsPerAddress };
}
