/**
 * Calendar days and clock times as the shop reads and writes them: in London, GMT or BST, whatever
 * zone the browser or the server runs in. Web pages, the admin, the server and the emails all format here.
 */

const ZONE = "Europe/London";
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function londonParts(utcMs: number) {
  const parts = clock.formatToParts(new Date(utcMs));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** Minutes London is ahead of UTC at that instant (0 or 60). */
export function londonOffsetMinutes(utcMs: number): number {
  const p = londonParts(utcMs);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/** "2025-06-01" as [year, month, day] when it names a real calendar day, else null. */
export function parseDay(text: string): [number, number, number] | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return [y, m, d];
}

/** The instant a London calendar day begins; `offsetDays` moves to a later (or earlier) day first. */
export function londonDayStart([y, m, d]: [number, number, number], offsetDays = 0): Date {
  const midnightUtc = Date.UTC(y, m - 1, d + offsetDays);
  return new Date(midnightUtc - londonOffsetMinutes(midnightUtc) * 60_000);
}

/** "2025-06-01 14:05", London time. */
export function londonDateTimeText(date: Date): string {
  const p = londonParts(date.getTime());
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const longDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "2026-11-24" as "24 November 2026", the way dates read on shopper-facing pages; null when not a real day. */
export function ukLongDateText(isoDay: string): string | null {
  const day = parseDay(isoDay);
  return day ? longDay.format(new Date(Date.UTC(day[0], day[1] - 1, day[2]))) : null;
}

const weekdayDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** "2026-12-01" as "Tue 1 Dec", with " 2026" when asked; null when not a real day. */
export function ukWeekdayDateText(isoDay: string, { withYear = false } = {}): string | null {
  const day = parseDay(isoDay);
  if (!day) return null;
  const text = weekdayDay.format(new Date(Date.UTC(day[0], day[1] - 1, day[2])));
  return withYear ? `${text} ${day[0]}` : text;
}

/** "1 June 2025": the London day of an instant, as receipts, the order page and the emails write it. */
const londonLongDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});
const shortDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const shortDayTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const hourMinute = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });
/** en-CA writes dates as yyyy-mm-dd, the value format of <input type="date">. */
const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const instant = (when: Date | string): Date | null => {
  const date = typeof when === "string" ? new Date(when) : when;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "1 June 2025", the London day; a string that is no date is shown as it came. */
export function londonLongDate(when: Date | string): string {
  const date = instant(when);
  return date ? londonLongDay.format(date) : String(when);
}

/** "01/06/2025" (dd/MM/yyyy); a string that is no date is shown as it came. */
export function londonShortDate(iso: string): string {
  const date = instant(iso);
  return date ? shortDay.format(date) : iso;
}

/** "01/06/2025, 14:05"; a string that is no date is shown as it came. */
export function londonShortDateTime(iso: string): string {
  const date = instant(iso);
  return date ? shortDayTime.format(date) : iso;
}

/** "14:05"; nothing for a string that is no date. */
export function londonTime(iso: string): string {
  const date = instant(iso);
  return date ? hourMinute.format(date) : "";
}

/** "2025-06-01", the London day as a date input's value; nothing for a string that is no date. */
export function londonDateInput(iso: string): string {
  const date = instant(iso);
  return date ? isoDay.format(date) : "";
}

/** Today in London as a date input's value. */
export const londonTodayInput = (): string => isoDay.format(new Date());
