import { ukWeekdayDateText } from "#shared/dates.ts";
import { formatPence } from "#shared/money.ts";
import type { OverviewGrouping, OverviewPoint } from "#shared/schemas/overview.ts";
import { TableWrap } from "../QueryState.tsx";

const cell = "px-2 py-2 sm:px-3";
const num = `${cell} text-right tabular-nums whitespace-nowrap`;

const FIGURE_COLUMNS = ["Revenue", "Revenue, period before", "Orders", "Orders, period before"];

interface Props {
  series: OverviewPoint[];
  grouping: OverviewGrouping;
  /** Out of sight, for screen readers only: not in the keyboard's way then. */
  hidden: boolean;
}

/** The charts' numbers as a table: each day or week, this period's figures beside the period before's. */
export function SeriesTable({ series, grouping, hidden }: Props) {
  const caption = `Revenue and orders by ${grouping}`;
  const table = (
    <table className="w-full border-collapse text-left text-sm" data-testid="overview-series-table">
      <caption className="px-2 pt-2.5 pb-1 text-left text-base font-bold sm:px-3">{caption}</caption>
      <thead className="bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
        <tr>
          <th scope="col" className={cell}>
            {grouping === "week" ? "Week from" : "Day"}
          </th>
          {FIGURE_COLUMNS.map((label) => (
            <th key={label} scope="col" className={num}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {series.map((point) => (
          <tr key={point.start} className="border-t border-zinc-200">
            <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
              {ukWeekdayDateText(point.start, { withYear: true }) ?? point.start}
            </th>
            <td className={num}>{formatPence(point.revenuePence)}</td>
            <td className={num}>{formatPence(point.previousRevenuePence)}</td>
            <td className={num}>{point.orders}</td>
            <td className={num}>{point.previousOrders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return hidden ? <div className="sr-only">{table}</div> : <TableWrap label={caption}>{table}</TableWrap>;
}
