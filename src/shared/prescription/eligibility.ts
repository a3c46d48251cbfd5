/**
 * Who a shop that is not a registered optician may supply prescription spectacles to: a wearer aged 16 or
 * over who is not registered as sight-impaired or severely sight-impaired. Source: the Sale of Optical
 * Appliances Order 1984 (SI 1984/1778), made under section 27 of the Opticians Act 1989.
 *
 * The two questions every way of buying prescription lenses asks before payment, and the answers the browser
 * sends with the checkout. The server refuses a checkout with a prescription line unless both are "yes".
 */

/**
 * The wording's version: stored with each order's answers. Raise it whenever a question's wording changes;
 * answers given to another version are asked again.
 */
export const ELIGIBILITY_WORDING_VERSION = 1;

export const ELIGIBILITY_QUESTIONS = {
  aged16OrOver: "Is the person who will wear these glasses aged 16 or over?",
  notSightImpaired:
    "Is the wearer not registered as sight-impaired or severely sight-impaired (partially sighted or blind)?",
} as const;
export type EligibilityQuestion = keyof typeof ELIGIBILITY_QUESTIONS;
export const ELIGIBILITY_QUESTION_KEYS = Object.keys(ELIGIBILITY_QUESTIONS) as EligibilityQuestion[];

/** What each question is called in a refusal and in the admin. */
export const ELIGIBILITY_SHORT = {
  aged16OrOver: "aged 16 or over",
  notSightImpaired: "not registered as sight-impaired or severely sight-impaired",
} as const satisfies Record<EligibilityQuestion, string>;

/** Why a "no" stops the order, in one sentence. */
export const ELIGIBILITY_REASON =
  "By law (the Sale of Optical Appliances Order 1984), a shop that is not a registered optician may supply prescription glasses only to a wearer aged 16 or over who is not registered as sight-impaired or severely sight-impaired.";

export const FIND_AN_OPTICIAN_URL = "https://www.nhs.uk/service-search/find-an-optician";

/**
 * The answers the browser sends: true is "yes" (checked by `PrescriptionEligibility` in
 * `#shared/schemas/eligibility.ts`; kept apart so the pages asking the questions load no zod).
 */
export interface PrescriptionEligibility {
  version: number;
  aged16OrOver: boolean;
  notSightImpaired: boolean;
}

/**
 * Why these answers do not let a prescription be supplied, as a message for the shopper; null when both are
 * "yes" to the current wording.
 */
export function eligibilityRefusal(answers: PrescriptionEligibility | null | undefined): string | null {
  if (!answers) {
    return `Before we can supply prescription glasses, please answer both questions about the wearer: ${ELIGIBILITY_SHORT.aged16OrOver}, and ${ELIGIBILITY_SHORT.notSightImpaired}.`;
  }
  if (answers.version !== ELIGIBILITY_WORDING_VERSION) {
    return "The questions about the wearer have changed: please answer them again.";
  }
  const no = ELIGIBILITY_QUESTION_KEYS.filter((key) => !answers[key]).map((key) => ELIGIBILITY_SHORT[key]);
  if (no.length === 0) return null;
  return `We cannot supply prescription glasses online for this wearer (answered "no" to: ${no.join("; ")}). ${ELIGIBILITY_REASON}`;
}

/** Both questions answered "yes" to the current wording. */
export const isEligible = (answers: PrescriptionEligibility | null | undefined): boolean =>
  eligibilityRefusal(answers) === null;

/**
 * Whether a basket line is made to a prescription, as the browser can tell from the line: a prescription
 * product, or Africa R3D with a prescription chosen. The server decides by its catalogue and refuses anyway.
 */
export function lineIsPrescription(line: {
  productType: string;
  africaPrescriptionOption?: string | null;
}): boolean {
  if (line.productType === "africa_r3d") {
    return line.africaPrescriptionOption != null && line.africaPrescriptionOption !== "no-prescription";
  }
  return line.productType === "prescription" || line.productType === "prescription_pro";
}
