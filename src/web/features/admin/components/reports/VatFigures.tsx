import { formatPence } from "#shared/money.ts";
import type { VatAmounts, VatLine, VatReport } from "#shared/schemas/vat-report.ts";
import { type Column, DataTable } from "../QueryState.tsx";

const cell = "px-2 py-2 sm:px-3";
const num = `${cell} text-right tabular-nums whitespace-nowrap`;
const amount = (label: string): Column => ({ label, align: "end" });
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
const negated = ({ grossPence, netPence, vatPence }: VatAmounts): VatAmounts => ({
  grossPence: -grossPence,
  netPence: -netPence,
  vatPence: -vatPence,
});

function AmountsRow({
  name,
  detail,
  amounts,
  strong,
}: {
  name: string;
  detail?: string;
  amounts: VatAmounts;
  strong?: boolean;
}) {
  return (
    <tr className={`border-t border-zinc-200 align-top ${strong ? "font-bold" : ""}`}>
      <th scope="row" className={`${cell} text-left ${strong ? "font-bold" : "font-normal"}`}>
        {name}
        {detail && <span className="block text-xs text-zinc-600">{detail}</span>}
      </th>
      <td className={num}>{formatPence(amounts.netPence)}</td>
      <td className={num}>{formatPence(amounts.vatPence)}</td>
      <td className={num}>{formatPence(amounts.grossPence)}</td>
    </tr>
  );
}

function LineRows({ line, sales, total }: { line: VatLine; sales: string; total: string }) {
  return (
    <>
      <AmountsRow name={sales} detail={plural(line.receipts.count, "receipt")} amounts={line.receipts} />
      <AmountsRow
        name="Refunds"
        detail={plural(line.creditNotes.count, "credit note")}
        amounts={negated(line.creditNotes)}
      />
      <AmountsRow name={total} amounts={line.total} strong />
    </>
  );
}

/** The return's two boxes, then how they and the sales sent abroad are made up. */
export function VatFigures({ report }: { report: VatReport }) {
  const box = (name: string, pence: number) => (
    <tr className="border-t border-zinc-200">
      <th scope="row" className={`${cell} font-normal`}>
        {name}
      </th>
      <td className={num}>{formatPence(pence)}</td>
    </tr>
  );
  return (
    <div className="flex flex-col gap-4">
      <DataTable label="VAT return boxes" caption fit columns={["Box", amount("Amount")]}>
        {box("Box 1: VAT due on sales", report.box1VatPence)}
        {box("Box 6: total value of sales, excluding VAT", report.box6NetPence)}
      </DataTable>
      <DataTable
        label="How the figures are made up"
        caption
        fit
        columns={["Line", amount("Excl. VAT"), amount("VAT"), amount("Incl. VAT")]}
      >
        <LineRows line={report.uk} sales="UK sales" total="Boxes 1 and 6" />
        <LineRows line={report.outsideUk} sales="Sent outside the UK" total="Outside the UK, net" />
      </DataTable>
      <p className="text-sm text-zinc-700">
        Sales sent outside the UK are shown with the VAT charged on them; whether they can be zero-rated
        depends on proof of export, for the accountant to decide.
      </p>
    </div>
  );
}
