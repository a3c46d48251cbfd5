export const EYE_TEST_MESSAGES = {
  eyeTestDateRequired: "Eye test date is required",
  eyeTestDateFormat: "Eye test date must be a date like 2026-03-14",
  eyeTestDateFuture: "Eye test date cannot be in the future",
  eyeTestDateTooOld:
    "Your eye test was more than two years ago. UK law lets us make prescription lenses only from a prescription issued in the last two years: please book an eye test and send us the new prescription.",
} as const;

/**
 * The Sale of Optical Appliances Order 1984, made under section 27 of the Opticians Act 1989, lets us
 * supply prescription glasses only against a written prescription issued within the last two years.
 */
export const EYE_TEST_MAX_AGE_YEARS = 2;

/** A real calendar day written yyyy-mm-dd, as a UTC midnight; null otherwise (2026-02-30 is not one). */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/**
 * The eye-test date: required, a real date, not after today, and at most two years before the day of the
 * order (today for a prescription sent on its own; see EYE_TEST_MAX_AGE_YEARS). A test taken after the
 * order was made is fine.
 */
export function eyeTestDateProblem(
  text: string | undefined,
  reference: Date | null = new Date(),
  today: Date = new Date(),
): string | null {
  const value = typeof text === "string" ? text.trim() : "";
  if (!value) return EYE_TEST_MESSAGES.eyeTestDateRequired;
  const date = parseIsoDate(value);
  if (!date) return EYE_TEST_MESSAGES.eyeTestDateFormat;
  if (reference === null) return null;
  if (date.getTime() > utcDay(today)) return EYE_TEST_MESSAGES.eyeTestDateFuture;
  const ref = new Date(utcDay(reference));
  const limit = Date.UTC(ref.getUTCFullYear() - EYE_TEST_MAX_AGE_YEARS, ref.getUTCMonth(), ref.getUTCDate());
  return date.getTime() < limit ? EYE_TEST_MESSAGES.eyeTestDateTooOld : null;
}
