const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** How long since a moment, in its two largest units: "3 days 4 hours", "2 hours 5 minutes", "1 minute". */
export function elapsedText(sinceIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
  if (hours > 0) return `${plural(hours, "hour")} ${plural(minutes % 60, "minute")}`;
  return plural(minutes, "minute");
}
