import { Download } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { londonTodayInput, ukLongDateText } from "#shared/dates.ts";
import { recentQuarters } from "#shared/reports/quarters.ts";
import type { Period } from "#shared/returns/periods.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { downloadVatCsv, useVatReport } from "#web/features/admin/api/vat-report.ts";
import { errorMessage } from "#web/lib/api.ts";
import { daysProblem } from "../PeriodFields.tsx";
import { QueryState } from "../QueryState.tsx";
import { VatFigures } from "./VatFigures.tsx";
import { VatPeriodPicker } from "./VatPeriodPicker.tsx";

/** How many quarters the picker offers, the current one first. */
const QUARTERS = 9;

function DownloadButton({ period }: { period: Period }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadVatCsv(period);
    } catch (error) {
      toast({ title: "Download Failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="self-start" onClick={download} disabled={busy}>
      <Download aria-hidden="true" />
      {busy ? "Downloading..." : "Download the lines (CSV)"}
    </Button>
  );
}

/**
 * The VAT return's figures for a period: box 1 and box 6 for sales to UK addresses and, on their own line,
 * sales sent abroad, each from the receipts issued in the period less the credit notes issued in it.
 */
export function VatReportView({ today = londonTodayInput() }: { today?: string }) {
  const headingId = useId();
  const quarters = useMemo(() => recentQuarters(today, QUARTERS), [today]);
  // The quarter before this one: the return usually being made.
  const [period, setPeriod] = useState<Period>(() => {
    const { from, to } = quarters[1] ?? (quarters[0] as Period);
    return { from, to };
  });
  const problem = daysProblem(period);
  const report = useVatReport(period, problem === null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-black uppercase">
        VAT
      </h2>
      <VatPeriodPicker period={period} quarters={quarters} problem={problem} onChange={setPeriod} />
      {problem ? null : (
        <>
          <p className="text-sm text-zinc-700" aria-live="polite">
            Receipts and credit notes issued from {ukLongDateText(period.from)} to {ukLongDateText(period.to)}
            . A refund counts in the period it was made, whenever the sale was.
          </p>
          <QueryState
            query={{ ...report, data: report.data ? [report.data] : undefined }}
            what="VAT figures"
            empty=""
          >
            {([data]) => (data ? <VatFigures report={data} /> : null)}
          </QueryState>
          <DownloadButton period={period} />
        </>
      )}
    </section>
  );
}
