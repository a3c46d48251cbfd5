import { londonLongDate } from "#shared/dates.ts";
import { addressLines } from "#shared/receipt-text.ts";
import type { ReceiptAddress, Seller } from "#shared/schemas/receipt.ts";
import {
  type AmountRow,
  finishPdf,
  labelledBlock,
  type PdfLine,
  sellerHeading,
  startPdf,
  vatNote,
} from "./pdf-blocks.ts";

/** What a credit note shows: which invoice it credits, what and how much, VAT split out as on the invoice. */
export interface CreditNote {
  number: string;
  issuedAt: string;
  invoiceNumber: string;
  invoiceDate: string;
  reason: string;
  lines: PdfLine[];
  rows: AmountRow[];
  vatRatePercent: number;
  net: string;
  customer: ReceiptAddress;
  seller: Seller;
}

/** The credit note as a PDF (A4), drawn with the invoice's blocks. */
export function creditNotePdf(note: CreditNote, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = startPdf(`Credit note ${note.number}`, note.seller.name, opts.compress);
  const { doc } = pdf;
  sellerHeading(doc, note.seller, "Credit note");
  doc.text(`Credit note number: ${note.number}`);
  doc.text(`Date: ${londonLongDate(note.issuedAt)}`);
  doc.text(`Credits invoice ${note.invoiceNumber} of ${londonLongDate(note.invoiceDate)}`);
  if (note.reason) doc.text(`Reason: ${note.reason}`);
  labelledBlock(doc, "Customer", addressLines(note.customer));
  return finishPdf(pdf, {
    lines: note.lines,
    rows: note.rows,
    note: `${vatNote(note.vatRatePercent, note.net, "credited")} The amount credited has been refunded to the card that paid.`,
    pageLabel: note.number,
  });
}
