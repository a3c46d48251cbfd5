import { useId, useState } from "react";
import { londonTodayInput, ukLongDateText } from "#shared/dates.ts";
import { type Period, presetPeriod } from "#shared/returns/periods.ts";
import type { ReturnNumbers as Numbers } from "#shared/schemas/returns-numbers.ts";
import { useReturnNumbers } from "#web/features/admin/api/return-numbers.ts";
import { daysProblem } from "../PeriodFields.tsx";
import { QueryState } from "../QueryState.tsx";
import { FiguresTable } from "./FiguresTable.tsx";
import { PeriodPicker } from "./PeriodPicker.tsx";

function Figures({ data }: { data: Numbers }) {
  return (
    <div className="flex flex-col gap-4">
      <FiguresTable
        testId="numbers-by-product"
        caption="Returns per product"
        first="Product"
        rows={data.products.map((p) => ({
          key: `${p.productId}:${p.variant ?? ""}`,
          name: p.productName,
          detail: p.variant,
          ...p,
        }))}
        totals={data.totals}
      />
      <FiguresTable
        testId="numbers-by-reason"
        caption="Returns per reason"
        first="Reason"
        rows={data.reasons.map((r) => ({ key: r.reason, name: r.label, ...r }))}
        totals={data.totals}
      />
    </div>
  );
}

/**
 * The owner's numbers: for returns requested in a period of UK days (refused ones left out), the units, the
 * returns and what was refunded, per product and per reason.
 */
export function ReturnNumbers({ today = londonTodayInput() }: { today?: string }) {
  const headingId = useId();
  const [period, setPeriod] = useState<Period>(() => presetPeriod("last_30_days", today));
  const problem = daysProblem(period);
  const numbers = useReturnNumbers(period, problem === null);
  const from = ukLongDateText(period.from);
  const to = ukLongDateText(period.to);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-xl font-black uppercase">
        Numbers
      </h3>
      <PeriodPicker period={period} today={today} problem={problem} onChange={setPeriod} />
      {problem ? null : (
        <>
          <p className="text-sm text-zinc-700" aria-live="polite">
            Returns requested from {from} to {to}, refused requests left out. A refund shared by several
            products counts for each by its value.
          </p>
          <QueryState
            query={{ ...numbers, data: numbers.data ? [numbers.data] : undefined }}
            what="numbers"
            empty=""
          >
            {([data]) =>
              data && data.totals.returns === 0 ? (
                <p className="py-6 text-center text-zinc-600">No returns were requested in this period.</p>
              ) : data ? (
                <Figures data={data} />
              ) : null
            }
          </QueryState>
        </>
      )}
    </section>
  );
}
