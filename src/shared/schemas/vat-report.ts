import { z } from "zod";
import { PeriodQuery } from "./period.ts";

/** The VAT return's figures for a period of London days, from the receipts and credit notes issued in it. */

export const VatReportQuery = PeriodQuery;
export type VatReportQuery = z.infer<typeof VatReportQuery>;

const Amounts = z.object({
  grossPence: z.number().int(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
});
export type VatAmounts = z.infer<typeof Amounts>;

const Documents = Amounts.extend({ count: z.number().int() });

/** One line of the report: receipts issued, credit notes issued (as positive amounts), and the one less the other. */
const VatLine = z.object({
  receipts: Documents,
  creditNotes: Documents,
  total: Amounts,
});
export type VatLine = z.infer<typeof VatLine>;

export const VatReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Box 1: VAT due on sales to UK addresses, less the VAT of their credit notes. */
  box1VatPence: z.number().int(),
  /** Box 6: those sales excluding VAT, less the net of their credit notes. */
  box6NetPence: z.number().int(),
  uk: VatLine,
  /** Sent outside the UK, with the VAT as charged; the accountant decides on zero-rating with proof of export. */
  outsideUk: VatLine,
});
export type VatReport = z.infer<typeof VatReport>;

/** Where a document of the CSV counts. */
export const VAT_REPORT_LINES = { uk: "Box 1 and box 6", outside_uk: "Outside the UK" } as const;

export const VAT_CSV_COLUMNS = [
  "date",
  "document",
  "order_number",
  "country",
  "gross",
  "net",
  "vat",
  "counts_in",
] as const;
