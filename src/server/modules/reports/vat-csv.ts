import type { AppContext } from "#server/context.ts";
import type { KeysetPosition } from "#server/lib/keyset.ts";
import { csvLine } from "#shared/csv.ts";
import { londonDateTimeText } from "#shared/dates.ts";
import { creditNoteNumber } from "#shared/schemas/credit-note.ts";
import type { PeriodQuery } from "#shared/schemas/period.ts";
import { VAT_CSV_COLUMNS, VAT_REPORT_LINES } from "#shared/schemas/vat-report.ts";
import { periodInstants } from "./period.ts";
import { UK_COUNTRY, type VatDocument, type VatDocumentKind, vatDocumentsAfter } from "./vat-repo.ts";

const BATCH = 1000;
/** Excel reads a UTF-8 file as such only when it starts with a byte order mark. */
const BOM = "\uFEFF";

/** One document as a row; a credit note's amounts are negative, so each column sums to the report's figure. */
function row(kind: VatDocumentKind, d: VatDocument): string {
  const sign = kind === "receipt" ? 1 : -1;
  return csvLine([
    londonDateTimeText(d.at),
    d.creditNoteNo === null ? (d.orderNumber ?? `#${d.id}`) : creditNoteNumber(d.creditNoteNo),
    d.orderNumber ?? "",
    d.country,
    { pence: sign * d.grossPence },
    { pence: sign * (d.grossPence - d.vatPence) },
    { pence: sign * d.vatPence },
    d.country === UK_COUNTRY ? VAT_REPORT_LINES.uk : VAT_REPORT_LINES.outside_uk,
  ]);
}

/** The lines behind the VAT report: the period's receipts, then its credit notes, read a page at a time. */
export async function* vatCsv(ctx: Pick<AppContext, "db">, period: PeriodQuery): AsyncGenerator<string> {
  const { from, until } = periodInstants(period);
  yield BOM + csvLine(VAT_CSV_COLUMNS);
  for (const kind of ["receipt", "credit_note"] as const) {
    let after: KeysetPosition | null = null;
    for (;;) {
      const docs: VatDocument[] = await vatDocumentsAfter(ctx.db, kind, from, until, after, BATCH);
      if (docs.length > 0) yield docs.map((d) => row(kind, d)).join("");
      if (docs.length < BATCH) break;
      after = docs[docs.length - 1]?.position ?? null;
    }
  }
}
