import { formatPence } from "#shared/money.ts";
import type { ReturnFigures } from "#shared/schemas/returns-numbers.ts";
import { TableWrap } from "../QueryState.tsx";

export interface FiguresRow extends ReturnFigures {
  key: string;
  name: string;
  /** Under the name, smaller: a colour or size. */
  detail?: string | null;
}

const cell = "px-2 py-2 sm:px-3";
const num = `${cell} text-right tabular-nums whitespace-nowrap`;

/**
 * Units, returns and refunds per row, with a totals row: four columns that fit a phone's width, the names
 * wrapping rather than the table scrolling.
 */
export function FiguresTable({
  caption,
  first,
  rows,
  totals,
  testId,
}: {
  caption: string;
  first: string;
  rows: FiguresRow[];
  totals: ReturnFigures;
  testId: string;
}) {
  return (
    <TableWrap label={caption}>
      <table data-testid={testId} className="w-full border-collapse text-left text-sm">
        <caption className="px-2 pt-2.5 pb-1 text-left text-base font-bold sm:px-3">{caption}</caption>
        <thead className="bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
          <tr>
            <th scope="col" className={cell}>
              {first}
            </th>
            <th scope="col" className={`${num}`}>
              Units
            </th>
            <th scope="col" className={`${num}`}>
              Returns
            </th>
            <th scope="col" className={`${num}`}>
              Refunded
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-zinc-200 align-top">
              <th scope="row" className={`${cell} font-semibold break-words`}>
                {row.name}
                {row.detail ? (
                  <span className="block text-xs font-normal text-zinc-600">{row.detail}</span>
                ) : null}
              </th>
              <td className={num}>{row.units}</td>
              <td className={num}>{row.returns}</td>
              <td className={num}>{formatPence(row.refundedPence)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-zinc-300 font-bold">
          <tr>
            <th scope="row" className={cell}>
              Total
            </th>
            <td className={num}>{totals.units}</td>
            <td className={num}>{totals.returns}</td>
            <td className={num}>{formatPence(totals.refundedPence)}</td>
          </tr>
        </tfoot>
      </table>
    </TableWrap>
  );
}
