import { z } from "zod";
import { BasketLineInput, PrescriptionProChoice } from "./basket.ts";

/** At most as many lines as a checkout takes. */
export const MAX_BASKET_LINES = 50;

/** A basket as the checkout sends it for pricing, kept with an abandoned cart so a reminder can restore it. */
export const BasketLines = z
  .array(BasketLineInput)
  .min(1, "A basket has at least one line")
  .max(MAX_BASKET_LINES, `At most ${MAX_BASKET_LINES} basket lines`);

/** `b1.<cart id>.<expiry>.<signature>`: what a reminder's restore link carries. */
export const BasketRestoreToken = z
  .string()
  .max(120)
  .regex(/^b1\.\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, "This basket link is not valid");

export const BasketRestoreQuery = z.object({ t: z.string().max(600).default("") });

/** The Prescription Pro checkout's basket: its one configured line, kept without the prescription. */
export const SavedPrescriptionPro = z.object({ prescriptionPro: PrescriptionProChoice });

/** What an abandoned cart keeps for its reminder: the checkout's lines, or a Prescription Pro configuration. */
export const SavedBasket = z.union([BasketLines, SavedPrescriptionPro]);
export type SavedBasket = z.infer<typeof SavedBasket>;

/**
 * What a restore link gives back: the lines, which the browser rebuilds from the catalogue, or the
 * configuration, which it takes back to the Prescription Pro checkout.
 */
export const BasketRestoreResult = z.union([z.object({ lines: BasketLines }), SavedPrescriptionPro]);
export type BasketRestoreResult = z.infer<typeof BasketRestoreResult>;

/** The page a reminder's link opens; its `t` parameter is the token. */
export const BASKET_RESTORE_PATH = "/basket/restore";

/** How long a reminder's link restores its basket. */
export const BASKET_RESTORE_DAYS = 14;

/** Shown beside the checkout's email field (UK PECR soft opt-in): what we may send, and the way to refuse it. */
export const BASKET_REMINDER_WORDING = {
  notice:
    "If you don't finish your order, we may email you once about this basket, with a link to pick it up again.",
  refuse: "Don't email me about this basket",
} as const;

/** The owner's delay before a basket's reminder: 30 minutes to 7 days, 3 hours unless changed. */
export const BASKET_REMINDER_MINUTES = { min: 30, max: 7 * 24 * 60, default: 180 } as const;

/** One row of the admin's list of abandoned baskets. */
export const AdminAbandonedCart = z.object({
  id: z.number().int(),
  email: z.string(),
  totalPence: z.number().int(),
  itemCount: z.number().int(),
  updatedAt: z.string(),
  reminderConsent: z.boolean(),
  reminderSentAt: z.string().nullable(),
  recovered: z.boolean(),
  recoveredAt: z.string().nullable(),
  recoveredOrderId: z.number().int().nullable(),
});
export type AdminAbandonedCart = z.infer<typeof AdminAbandonedCart>;
export const AdminAbandonedCarts = z.object({ carts: z.array(AdminAbandonedCart) });
