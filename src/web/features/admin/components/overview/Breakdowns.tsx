import { SHIPPING_COUNTRIES } from "#shared/catalogue.ts";
import { formatPence } from "#shared/money.ts";
import { staffStatusText } from "#shared/order-status-text.ts";
import type { Overview, RankedRow } from "#shared/schemas/overview.ts";
import { type Column, DataTable } from "../QueryState.tsx";

const cell = "px-2 py-2 sm:px-3";
const num = `${cell} text-right tabular-nums whitespace-nowrap`;
const end = (label: string): Column => ({ label, align: "end" });

interface Row {
  key: string;
  name: string;
  values: (string | number)[];
}

/** A short table of names and figures, with a line saying so when the period had none. */
function BreakdownTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: Row[] }) {
  return (
    <DataTable label={caption} caption fit columns={columns}>
      {rows.length === 0 ? (
        <tr className="border-t border-zinc-200">
          <td colSpan={columns.length} className={`${cell} text-zinc-600`}>
            None in this period.
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.key} className="border-t border-zinc-200 align-top">
            <th scope="row" className={`${cell} font-semibold break-words`}>
              {row.name}
            </th>
            {row.values.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
              <td key={i} className={num}>
                {value}
              </td>
            ))}
          </tr>
        ))
      )}
    </DataTable>
  );
}

// The delivery list's name for a code, read here rather than from the receipts' text module, which the
// admin would otherwise split out of the storefront's chunks.
const countryName = (code: string) => SHIPPING_COUNTRIES.find((c) => c.code === code)?.name ?? code;

const ranked = (rows: RankedRow[]): Row[] =>
  rows.map((r) => ({ key: r.name, name: r.name, values: [r.units, formatPence(r.revenuePence)] }));

/** What sold, the codes used, where it went, the prescription orders' stages and the basket reminders. */
export function Breakdowns({ overview }: { overview: Overview }) {
  const { top, discountCodes, countries, prescriptionStages, reminders } = overview;
  const sales = (first: string) => [first, end("Units"), end("Revenue")];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <BreakdownTable caption="Top products" columns={sales("Product")} rows={ranked(top.products)} />
      <BreakdownTable caption="Top colours" columns={sales("Colour")} rows={ranked(top.colours)} />
      <BreakdownTable caption="Top lens types" columns={sales("Lens type")} rows={ranked(top.lensTypes)} />
      <BreakdownTable caption="Top sock sizes" columns={sales("Size")} rows={ranked(top.sockSizes)} />
      <BreakdownTable
        caption="Discount codes"
        columns={["Code", end("Uses"), end("Given away")]}
        rows={discountCodes.map((d) => ({
          key: d.code,
          name: d.code,
          values: [d.uses, formatPence(d.givenAwayPence)],
        }))}
      />
      <BreakdownTable
        caption="Delivery countries"
        columns={["Country", end("Orders"), end("Revenue")]}
        rows={countries.map((c) => ({
          key: c.country,
          name: countryName(c.country),
          values: [c.orders, formatPence(c.revenuePence)],
        }))}
      />
      <BreakdownTable
        caption="Prescription orders by stage now"
        columns={["Stage", end("Orders")]}
        rows={prescriptionStages.map((s) => ({
          key: s.stage,
          name: staffStatusText(s.stage),
          values: [s.orders],
        }))}
      />
      <BreakdownTable
        caption="Basket reminders"
        columns={["Figure", end("Value")]}
        rows={[
          { key: "sent", name: "Reminders sent", values: [reminders.sent] },
          { key: "recovered", name: "Baskets recovered", values: [reminders.recovered] },
          { key: "won", name: "Revenue won back", values: [formatPence(reminders.wonBackPence)] },
        ]}
      />
    </div>
  );
}
