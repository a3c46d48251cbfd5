import { useId } from "react";
import { londonTodayInput, ukLongDateText } from "#shared/dates.ts";
import type { Overview } from "#shared/schemas/overview.ts";
import { useOverview } from "#web/features/admin/api/overview.ts";
import { daysProblem } from "../PeriodFields.tsx";
import { QueryState } from "../QueryState.tsx";
import { Breakdowns } from "./Breakdowns.tsx";
import { HeadlineFigures } from "./HeadlineFigures.tsx";
import { OverviewPeriodPicker } from "./OverviewPeriodPicker.tsx";
import { useOverviewChoice } from "./overview-period.ts";
import { SeriesSection } from "./SeriesSection.tsx";

export const OVERVIEW_TAB = "overview";

function OverviewBody({ overview }: { overview: Overview }) {
  const { current, previous } = overview;
  const nothing = current.orders === 0 && current.refundsPence === 0;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-zinc-700">
        Beside each figure, the period before: {ukLongDateText(overview.previousFrom)} to{" "}
        {ukLongDateText(overview.previousTo)}.
      </p>
      <HeadlineFigures current={current} previous={previous} />
      {nothing ? (
        <p className="rounded-lg border border-zinc-200 bg-zinc-50 p-6 text-center text-zinc-700">
          No orders were placed and nothing was refunded in this period.
        </p>
      ) : (
        <>
          <SeriesSection series={overview.series} grouping={overview.grouping} />
          <Breakdowns overview={overview} />
        </>
      )}
    </div>
  );
}

/**
 * The owner's sales at a glance for a period of UK days (in the address, so a reload keeps it): the headline
 * figures beside the period before's, revenue and orders by day or week, and what sold, where and how.
 */
export function OverviewTab() {
  const headingId = useId();
  // Today in London, whatever the browser's zone: the ready periods end on it.
  const today = londonTodayInput();
  const { period, grouping, setPeriod, setGrouping } = useOverviewChoice(today);
  const problem = daysProblem(period);
  const overview = useOverview(period, grouping, problem === null);

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-6">
      <h2 id={headingId} className="text-2xl font-black uppercase">
        Sales overview
      </h2>
      <OverviewPeriodPicker
        period={period}
        grouping={grouping}
        today={today}
        problem={problem}
        onPeriod={setPeriod}
        onGrouping={setGrouping}
      />
      {problem ? null : (
        <>
          <p className="text-sm text-zinc-700" aria-live="polite">
            Orders placed from {ukLongDateText(period.from)} to {ukLongDateText(period.to)}; refunds made in
            those days.
          </p>
          <QueryState
            query={{ ...overview, data: overview.data ? [overview.data] : undefined }}
            what="sales overview"
            empty=""
          >
            {([data]) => (data ? <OverviewBody overview={data} /> : null)}
          </QueryState>
        </>
      )}
    </section>
  );
}
