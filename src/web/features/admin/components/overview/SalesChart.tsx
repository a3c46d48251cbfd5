import { Area, Bar, CartesianGrid, ComposedChart, Tooltip, XAxis, YAxis } from "recharts";
import { ukWeekdayDateText } from "#shared/dates.ts";
import type { OverviewPoint } from "#shared/schemas/overview.ts";
import { dayText, formatMetric, METRIC_KEYS, type SeriesMetric } from "./series.ts";

const AXIS_TICK = { fontSize: 12, fill: "#52525b" };

/**
 * One metric by day or week: this period's bars in the shop's accent over the period before, drawn faintly
 * behind them. Loaded on its own (recharts is large), so the figures show before it arrives; its frame
 * gives it a name and a summary, and the table beside it the numbers, so it takes no keyboard focus.
 */
export default function SalesChart({ series, metric }: { series: OverviewPoint[]; metric: SeriesMetric }) {
  const { current, previous, label } = METRIC_KEYS[metric];
  const format = (value: number) => formatMetric(metric, value);
  return (
    <ComposedChart
      responsive
      accessibilityLayer={false}
      data={series}
      style={{ width: "100%", height: 240 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke="#e4e4e7" />
      <XAxis dataKey="start" tickFormatter={dayText} tick={AXIS_TICK} minTickGap={16} />
      <YAxis
        tickFormatter={format}
        tick={AXIS_TICK}
        allowDecimals={false}
        width={metric === "revenue" ? 76 : 36}
      />
      <Tooltip
        formatter={(value) => format(Number(value))}
        labelFormatter={(start) => ukWeekdayDateText(String(start), { withYear: true }) ?? String(start)}
      />
      <Area
        dataKey={previous}
        name="Period before"
        type="monotone"
        stroke="#a1a1aa"
        strokeDasharray="4 3"
        fill="#e4e4e7"
        fillOpacity={0.6}
        isAnimationActive={false}
      />
      <Bar dataKey={current} name={label} fill="#ff5a1f" radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </ComposedChart>
  );
}
