/** Why a shopper sends something back. Only a change of mind is the shopper's choice; the rest are the shop's fault. */
export const RETURN_REASONS = ["change_of_mind", "faulty", "damaged", "wrong_item"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What the shopper picks from. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  change_of_mind: "I changed my mind",
  faulty: "It is faulty",
  damaged: "It arrived damaged",
  wrong_item: "I was sent the wrong item",
};

/** Reasons the shopper must describe, so the shop can judge the fault before the goods travel. */
export const DESCRIBED_REASONS: readonly ReturnReason[] = ["faulty", "damaged"];

/** A fault of the goods (or of the shop's sending), as opposed to a change of mind. */
export const isFaultReason = (reason: ReturnReason): boolean => reason !== "change_of_mind";

export const isReturnReason = (value: string): value is ReturnReason =>
  (RETURN_REASONS as readonly string[]).includes(value);

/**
 * How the return reached the shop: the order page, or the model cancellation form (or any clear statement)
 * by email or post, which the shop records for the shopper.
 */
export const RETURN_VIAS = ["online", "model_form_email", "model_form_post"] as const;
export type ReturnVia = (typeof RETURN_VIAS)[number];

/** The condition staff find a returned line in. */
export const RETURN_CONDITIONS = ["resaleable", "damaged", "faulty"] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Photos a shopper may send with a return, and how large each may be (as prescription uploads). */
export const RETURN_PHOTO_LIMIT = 3;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const RETURN_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
