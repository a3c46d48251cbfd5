import { Area, Bar, CartesianGrid, ComposedChart, Tooltip, XAxis, YAxis } from "recharts";
import type { OverviewPoint } from "#shared/schemas/overview.ts";

const AXIS_TICK = { fontSize: 12, fill: "#52525b" };

export interface SalesChartProps {
  series: OverviewPoint[];
  /** The point's field drawn as bars, and the period before's drawn behind them. */
  current: keyof OverviewPoint;
  previous: keyof OverviewPoint;
  label: string;
  /** A value as the axis and the tooltip write it. */
  format(value: number): string;
  /** A bar's first day on the axis, and in the tooltip. */
  day(start: string): string;
  longDay(start: string): string;
}

/**
 * One metric by day or week: this period's bars in the shop's accent over the period before, drawn faintly
 * behind them. Loaded on its own (recharts is large) and given every formatter by its caller, so this chunk
 * shares no code with the admin's and the figures show before it arrives. Its frame gives it a name and a
 * summary and the table beside it the numbers, so it takes no keyboard focus.
 */
export default function SalesChart({
  series,
  current,
  previous,
  label,
  format,
  day,
  longDay,
}: SalesChartProps) {
  return (
    <ComposedChart
      responsive
      accessibilityLayer={false}
      data={series}
      style={{ width: "100%", height: 240 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke="#e4e4e7" />
      <XAxis dataKey="start" tickFormatter={day} tick={AXIS_TICK} minTickGap={16} />
      <YAxis
        tickFormatter={format}
        tick={AXIS_TICK}
        allowDecimals={false}
        width={current === "orders" ? 36 : 76}
      />
      <Tooltip
        formatter={(value) => format(Number(value))}
        labelFormatter={(start) => longDay(String(start))}
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
