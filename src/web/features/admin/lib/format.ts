import { formatPence, parseDecimalToPence } from "#shared/money.ts";

/** The shop is in the UK: dates show as UK calendar days whatever the admin's machine says. */
const ZONE = "Europe/London";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });
/** en-CA writes dates as yyyy-mm-dd, the value format of <input type="date">. */
const inputFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** dd/MM/yyyy */
export const formatDate = (iso: string) => (valid(iso) ? dateFormat.format(new Date(iso)) : iso);
/** dd/MM/yyyy, HH:mm */
export const formatDateTime = (iso: string) => (valid(iso) ? dateTimeFormat.format(new Date(iso)) : iso);
export const formatTime = (iso: string) => (valid(iso) ? timeFormat.format(new Date(iso)) : "");
/** yyyy-MM-dd, for a date input. */
export const toDateInput = (iso: string) => (valid(iso) ? inputFormat.format(new Date(iso)) : "");
export const todayInput = () => inputFormat.format(new Date());

/** "55.00" -> "£55.00"; an unexpected value is shown as it came. */
export function formatMoney(decimal: string | null | undefined): string {
  if (decimal === null || decimal === undefined) return "";
  const pence = parseDecimalToPence(decimal);
  return pence === null ? decimal : formatPence(pence);
}

export const isNonZero = (decimal: string | null | undefined) =>
  !!decimal && (parseDecimalToPence(decimal) ?? 0) !== 0;
