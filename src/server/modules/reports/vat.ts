import type { AppContext } from "#server/context.ts";
import type { VatAmounts, VatLine, VatReport, VatReportQuery } from "#shared/schemas/vat-report.ts";
import { periodInstants } from "./period.ts";
import { type VatDocumentKind, type VatSum, vatSums } from "./vat-repo.ts";

type Ctx = Pick<AppContext, "db">;

const amounts = (grossPence: number, vatPence: number): VatAmounts => ({
  grossPence,
  netPence: grossPence - vatPence,
  vatPence,
});

function lineOf(sums: VatSum[], uk: boolean): VatLine {
  const of = (kind: VatDocumentKind) => {
    const sum = sums.find((s) => s.kind === kind && s.uk === uk);
    return { ...amounts(sum?.grossPence ?? 0, sum?.vatPence ?? 0), count: sum?.count ?? 0 };
  };
  const receipts = of("receipt");
  const creditNotes = of("credit_note");
  return {
    receipts,
    creditNotes,
    total: amounts(receipts.grossPence - creditNotes.grossPence, receipts.vatPence - creditNotes.vatPence),
  };
}

/**
 * The VAT return's figures for the period: the receipts issued in it less the credit notes issued in it (a
 * refund counts when it was made, whenever the sale was), each document's VAT as it states it.
 */
export async function readVatReport(ctx: Ctx, period: VatReportQuery): Promise<VatReport> {
  const sums = await vatSums(ctx.db, period, periodInstants(period));
  const uk = lineOf(sums, true);
  return {
    from: period.from,
    to: period.to,
    box1VatPence: uk.total.vatPence,
    box6NetPence: uk.total.netPence,
    uk,
    outsideUk: lineOf(sums, false),
  };
}
