import { useRef } from "react";
import { useSearchParams } from "react-router";
import { parseDay } from "#shared/dates.ts";
import { addDays } from "#shared/returns/days.ts";
import { type Period, type PeriodPreset, presetOf, presetPeriod } from "#shared/returns/periods.ts";
import { OVERVIEW_GROUPINGS, type OverviewGrouping } from "#shared/schemas/overview.ts";

/** The ready periods the overview offers; any From and To days besides. */
export const OVERVIEW_PRESETS = [
  "today",
  "last_7_days",
  "last_30_days",
  "this_month",
  "this_quarter",
] as const satisfies readonly PeriodPreset[];

const DEFAULT_PRESET = "last_30_days";
/** A period longer than this many days is drawn by week unless the owner asks for days. */
const DAILY_UP_TO = 31;

export interface OverviewChoice {
  period: Period;
  grouping: OverviewGrouping;
}

export const defaultGrouping = ({ from, to }: Period): OverviewGrouping =>
  parseDay(from) && parseDay(to) && to >= addDays(from, DAILY_UP_TO) ? "week" : "day";

/**
 * The period and grouping the address names: `period=<preset>` (its days as of today, so a reload tomorrow
 * reads tomorrow's seven days) or `from` and `to` days, and `grouping`; the last 30 days by default.
 */
export function readChoice(params: URLSearchParams, today: string): OverviewChoice {
  const preset = OVERVIEW_PRESETS.find((p) => p === params.get("period"));
  const from = params.get("from");
  const to = params.get("to");
  const period = preset
    ? presetPeriod(preset, today)
    : from !== null && to !== null
      ? { from, to }
      : presetPeriod(DEFAULT_PRESET, today);
  const grouping = OVERVIEW_GROUPINGS.find((g) => g === params.get("grouping"));
  return { period, grouping: grouping ?? defaultGrouping(period) };
}

/** Writes the period into the address: by its preset's name when it is one today, else by its days. */
export function writePeriod(params: URLSearchParams, period: Period, today: string): void {
  const preset = presetOf(period, today, OVERVIEW_PRESETS);
  for (const key of ["period", "from", "to"]) params.delete(key);
  if (preset) params.set("period", preset);
  else {
    params.set("from", period.from);
    params.set("to", period.to);
  }
}

/** The overview's choice, kept in the address (replacing the entry, so Back leaves the admin as before). */
export function useOverviewChoice(today: string) {
  const [params, setParams] = useSearchParams();
  // Two changes before the next render (the grouping, then a day at once) build on each other: the
  // router's own updater would hand both the address as last rendered, and the second would undo the first.
  const latest = useRef(params);
  latest.current = params;
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(latest.current);
    change(next);
    latest.current = next;
    setParams(next, { replace: true });
  };
  return {
    ...readChoice(params, today),
    setPeriod: (period: Period) => update((next) => writePeriod(next, period, today)),
    setGrouping: (grouping: OverviewGrouping) => update((next) => next.set("grouping", grouping)),
  };
}
