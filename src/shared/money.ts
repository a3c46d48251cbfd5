/** Money is integer pence everywhere; these are the only conversions to and from pounds and text. */

const DECIMAL = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** A price as the API writes it: a decimal string with two places, "55.00" (what penceToDecimal gives). */
export const API_DECIMAL = /^-?\d+\.\d{2}$/;

export function isPence(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** 5500 -> "55.00" (the API's decimal string form). */
export function penceToDecimal(pence: number): string {
  if (!isPence(pence)) throw new TypeError(`Not an integer amount of pence: ${pence}`);
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${pounds}.${rest.toString().padStart(2, "0")}`;
}

/** 5500 -> "£55.00"; negative amounts as "-£5.00". */
export function formatPence(pence: number): string {
  const text = penceToDecimal(pence);
  return text.startsWith("-") ? `-£${text.slice(1)}` : `£${text}`;
}

/** "55.00" -> "£55.00", a decimal string from the API as shoppers and admins read it; null reads as nothing and a string that is no amount is shown as it came. */
export function formatDecimal(decimal: string | null | undefined): string {
  if (decimal === null || decimal === undefined) return "";
  const pence = parseDecimalToPence(decimal);
  return pence === null ? decimal : formatPence(pence);
}

/** Whether a decimal string from the API is an amount other than zero. */
export const isNonZeroDecimal = (decimal: string | null | undefined): boolean =>
  !!decimal && (parseDecimalToPence(decimal) ?? 0) !== 0;

/** An option's price beside its name: 1000 -> "+£10.00"; nothing extra -> the words for it ("Included"). */
export function formatSurcharge(pence: number, none: string): string {
  return pence > 0 ? `+${formatPence(pence)}` : none;
}

/** "55.00", "55.5" or "55" -> 5500, 5550, 5500. Returns null for anything else. */
export function parseDecimalToPence(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, minus, pounds = "0", fraction = ""] = match;
  const pence = Number(pounds) * 100 + Number(fraction.padEnd(2, "0"));
  return minus && pence !== 0 ? -pence : pence;
}

/** "12.50", "£12.5" or "£ 12" as someone typed it -> pence; null unless a decimal with at most two places. */
export function parseTypedPounds(text: string): number | null {
  return parseDecimalToPence(text.trim().replace(/^£\s*/, ""));
}

/**
 * Pounds -> pence, for an amount already known to be money: 55.5 or "55.50" -> 5550. A number is
 * rounded to the nearest penny; text that is not a decimal with at most two places is a broken
 * contract and throws (text typed by someone is parsed with parseDecimalToPence instead).
 */
export function poundsToPence(pounds: number | string): number {
  const pence =
    typeof pounds === "string"
      ? parseDecimalToPence(pounds)
      : Number.isFinite(pounds)
        ? Math.round(pounds * 100)
        : null;
  if (pence === null) throw new TypeError(`Not an amount of pounds: ${pounds}`);
  return pence === 0 ? 0 : pence;
}

/** 5550 -> 55.5: pence as a number of pounds, where a contract wants a number (the prescription-pro handoff's basePrice). */
export function penceToPounds(pence: number): number {
  if (!isPence(pence)) throw new TypeError(`Not an integer amount of pence: ${pence}`);
  return pence / 100;
}
