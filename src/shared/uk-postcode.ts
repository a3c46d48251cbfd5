/**
 * UK postcodes: the full pattern (outward code, then inward code), as Royal Mail issues them, GIR 0AA
 * included. Checked on the letters and digits alone, so spacing and case never make one wrong.
 */

const OUTWARD = "(?:GIR|[A-PR-UWYZ](?:[0-9][0-9]?|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?|[0-9][A-HJKPS-UW]))";
const INWARD = "(?:[0-9][ABD-HJLNP-UW-Z]{2})";
const FULL = new RegExp(`^${OUTWARD}${INWARD}$`);
const OUTWARD_ONLY = new RegExp(`^${OUTWARD}$`);
/** An outward code and the inward code's first one or two characters ("LS1 1", "LS1 1A"). */
const PART_INWARD = new RegExp(`^${OUTWARD}[0-9][ABD-HJLNP-UW-Z]?$`);

const compact = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** "ls11aa", " LS1  1AA " -> "LS1 1AA"; null when it is not a full UK postcode. */
export function normaliseUkPostcode(text: string): string | null {
  const c = compact(text);
  return FULL.test(c) ? `${c.slice(0, -3)} ${c.slice(-3)}` : null;
}

export type UkPostcodeProblem = "incomplete" | "invalid";

/** What is wrong with a UK postcode: null when it is a full one. */
export function ukPostcodeProblem(text: string): UkPostcodeProblem | null {
  const c = compact(text);
  if (FULL.test(c)) return null;
  return OUTWARD_ONLY.test(c) || PART_INWARD.test(c) ? "incomplete" : "invalid";
}
