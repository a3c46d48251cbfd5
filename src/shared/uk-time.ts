/** Calendar days and clock times as the shop reads them: in London, GMT or BST. */

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
