/**
 * Working days as the shop and the carriers count them: Monday to Friday, except the bank holidays of
 * England and Wales (where the shop is). A day is a London calendar day as "2026-12-25".
 */

const MS_PER_DAY = 86_400_000;

const toDay = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);
const fromDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const ymd = (y: number, m: number, d: number) => toDay(Date.UTC(y, m - 1, d));

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

const weekday = (utcMs: number) => new Date(utcMs).getUTCDay();

/** The first (n = 1) or last (n = -1) Monday of a month. */
function monday(year: number, month: number, n: 1 | -1): string {
  if (n === 1) {
    const first = Date.UTC(year, month - 1, 1);
    return toDay(first + ((8 - weekday(first)) % 7) * MS_PER_DAY);
  }
  const last = Date.UTC(year, month, 0);
  return toDay(last - ((weekday(last) + 6) % 7) * MS_PER_DAY);
}

/** One-off bank holidays proclaimed for a single year (royal occasions). */
const ONE_OFF_HOLIDAYS = ["2022-06-02", "2022-06-03", "2022-09-19", "2023-05-08"];
/** Years whose early May holiday was moved to another day. */
const MOVED_EARLY_MAY: Record<number, string> = { 2020: "2020-05-08" };
/** Years whose spring holiday was moved. */
const MOVED_SPRING: Record<number, string> = { 2022: "2022-06-02" };

/** The bank holidays of England and Wales in a year, substitute days included. */
export function bankHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const days = [
    toDay(easter - 2 * MS_PER_DAY),
    toDay(easter + MS_PER_DAY),
    MOVED_EARLY_MAY[year] ?? monday(year, 5, 1),
    MOVED_SPRING[year] ?? monday(year, 5, -1),
    monday(year, 8, -1),
    ...ONE_OFF_HOLIDAYS.filter((d) => d.startsWith(`${year}-`)),
  ];
  // New Year's Day on a weekend moves to the Monday.
  const newYear = Date.UTC(year, 0, 1);
  const newYearShift = [1, 0, 0, 0, 0, 0, 2][weekday(newYear)] ?? 0;
  days.push(toDay(newYear + newYearShift * MS_PER_DAY));
  // Christmas and Boxing Day on a weekend move to the next free weekdays.
  const christmas = weekday(Date.UTC(year, 11, 25));
  if (christmas === 6) days.push(ymd(year, 12, 27), ymd(year, 12, 28));
  else if (christmas === 0) days.push(ymd(year, 12, 26), ymd(year, 12, 27));
  else if (christmas === 5) days.push(ymd(year, 12, 25), ymd(year, 12, 28));
  else days.push(ymd(year, 12, 25), ymd(year, 12, 26));
  return new Set(days);
}

const holidaysByYear = new Map<number, Set<string>>();

function holidaysOf(year: number) {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = bankHolidays(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

const isWeekend = (ms: number) => {
  const dow = weekday(ms);
  return dow === 0 || dow === 6;
};

export function isWorkingDay(day: string): boolean {
  const ms = fromDay(day);
  if (isWeekend(ms)) return false;
  return !holidaysOf(new Date(ms).getUTCFullYear()).has(day);
}

/** The nth working day after a day (the day itself never counts, working or not). */
export function addWorkingDays(day: string, n: number): string {
  let ms = fromDay(day);
  let left = n;
  while (left > 0) {
    ms += MS_PER_DAY;
    if (isWorkingDay(toDay(ms))) left--;
  }
  return toDay(ms);
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string): number {
  const start = fromDay(from);
  const end = fromDay(to);
  if (!(end > start)) return 0;
  // Counted by whole weeks, not day by day: the work queue counts this for every row it shows.
  const days = Math.round((end - start) / MS_PER_DAY);
  let count = Math.floor(days / 7) * 5;
  for (let ms = start + (days - (days % 7) + 1) * MS_PER_DAY; ms <= end; ms += MS_PER_DAY) {
    if (!isWeekend(ms)) count++;
  }
  for (let year = new Date(start).getUTCFullYear(); year <= new Date(end).getUTCFullYear(); year++) {
    for (const holiday of holidaysOf(year)) {
      const ms = fromDay(holiday);
      if (ms > start && ms <= end && !isWeekend(ms)) count--;
    }
  }
  return count;
}

/**
 * The first day from which fewer than `n + 1` working days have passed by `today`: an order waiting since
 * an earlier day has waited more than `n` working days.
 */
export function lateBefore(today: string, n: number): string {
  let day = today;
  for (;;) {
    const earlier = toDay(fromDay(day) - MS_PER_DAY);
    if (workingDaysBetween(earlier, today) > n) return day;
    day = earlier;
  }
}
