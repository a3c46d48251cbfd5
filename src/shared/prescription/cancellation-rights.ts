/**
 * What a shopper may cancel and return when the glasses are made to their prescription, said before they
 * pay, in the confirmation email and on the order page.
 *
 * The rule, in our words: the 14-day right to cancel a distance sale does not cover goods made to the
 * buyer's own specifications (the Consumer Contracts (Information, Cancellation and Additional Charges)
 * Regulations 2013, regulation 28(1)(b)); lenses made to a prescription are such goods once they are being
 * made. Until then we let the shopper cancel for a full refund. Faulty goods are covered whatever was made
 * to order (the Consumer Rights Act 2015: repair, replacement or refund).
 */
export const CANCELLATION_RIGHTS = {
  heading: "Cancelling a prescription order",
  beforeLab: "You can cancel your order free of charge, with a full refund, until it goes to our lens lab.",
  madeToPrescription:
    "Once your lenses are being made to your prescription, the order cannot be cancelled or returned for a change of mind.",
  faulty: "Faulty goods are always covered: we will repair, replace or refund them.",
} as const;

/** The three sentences, in order, for a paragraph or a plain-text email. */
export const CANCELLATION_RIGHTS_SENTENCES = [
  CANCELLATION_RIGHTS.beforeLab,
  CANCELLATION_RIGHTS.madeToPrescription,
  CANCELLATION_RIGHTS.faulty,
] as const;

/** The answer to a shopper's cancel once the lenses are being made (or the order is past cancelling). */
export const CANCEL_TOO_LATE =
  "Your lenses are already being made, so this order can no longer be cancelled. Faulty goods are always covered: please contact us.";
