import { lazy, Suspense, useId, useState } from "react";
import { ukWeekdayDateText } from "#shared/dates.ts";
import type { OverviewGrouping, OverviewPoint } from "#shared/schemas/overview.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { SeriesTable } from "./SeriesTable.tsx";
import { chartSummary, dayText, formatMetric, METRIC_KEYS, type SeriesMetric } from "./series.ts";

// recharts only arrives with the overview's charts, after the figures have shown.
const SalesChart = lazy(() => import("./SalesChart.tsx"));

/** The chart's own height (SalesChart), kept while its code loads. */
const CHART_HEIGHT = { height: 240 };

function ChartFrame(props: { metric: SeriesMetric; series: OverviewPoint[]; grouping: OverviewGrouping }) {
  const { metric, series, grouping } = props;
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-lg border border-zinc-200 bg-white p-3">
      <figcaption className="text-base font-bold">{metric === "revenue" ? "Revenue" : "Orders"}</figcaption>
      <div
        role="img"
        aria-label={chartSummary(metric, series, grouping)}
        className="min-w-0"
        style={CHART_HEIGHT}
      >
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <SalesChart
            series={series}
            {...METRIC_KEYS[metric]}
            format={(value) => formatMetric(metric, value)}
            day={dayText}
            longDay={(start) => ukWeekdayDateText(start, { withYear: true }) ?? start}
          />
        </Suspense>
      </div>
    </figure>
  );
}

/**
 * Revenue and orders by day or week, as charts with the period before drawn faintly behind, and as a table:
 * hidden from sight (never from screen readers) until asked for, when it takes the charts' place.
 */
export function SeriesSection({ series, grouping }: { series: OverviewPoint[]; grouping: OverviewGrouping }) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-black uppercase">
          By {grouping}
        </h3>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          Show as table
        </Button>
      </div>
      {asTable ? null : (
        <div className="grid min-w-0 grid-cols-1 gap-3 lg:grid-cols-2">
          <ChartFrame metric="revenue" series={series} grouping={grouping} />
          <ChartFrame metric="orders" series={series} grouping={grouping} />
        </div>
      )}
      <SeriesTable series={series} grouping={grouping} hidden={!asTable} />
    </section>
  );
}
