import { londonLongDate } from "#shared/dates.ts";
import { formatPence } from "#shared/money.ts";
import { addressLines, receiptTotals } from "#shared/receipt-text.ts";
import type { Receipt } from "#shared/schemas/receipt.ts";
import { type Doc, finishPdf, labelledBlock, sellerHeading, startPdf, vatNote } from "./pdf-blocks.ts";

/** A credit note issued against the invoice, as the invoice names it. */
export interface InvoiceCredit {
  number: string;
  issuedAt: string;
  amountPence: number;
}

export interface InvoiceOptions {
  compress?: boolean;
  credits?: InvoiceCredit[];
  /** All of the charge went back: the invoice says so above its lines. */
  refundedInFull?: boolean;
}

function heading(doc: Doc, r: Receipt): void {
  sellerHeading(doc, r.seller, "VAT invoice");
  doc.text(`Order number: ${r.orderNumber}`);
  doc.text(`Date: ${londonLongDate(r.placedAt)}`);
}

/** What was refunded against this invoice and the credit notes that did it; nothing when none. */
function creditsNotice(doc: Doc, credits: InvoiceCredit[], inFull: boolean): void {
  if (credits.length === 0) return;
  const numbers = credits.map((c) => c.number).join(", ");
  const last = credits.at(-1) as InvoiceCredit;
  const total = credits.reduce((sum, c) => sum + c.amountPence, 0);
  doc.moveDown(0.5).font("bold");
  doc.text(
    inFull
      ? `Refunded in full on ${londonLongDate(last.issuedAt)}.`
      : `Partly refunded: ${formatPence(total)}.`,
  );
  doc.font("regular").text(`See credit note${credits.length > 1 ? "s" : ""} ${numbers}.`);
}

/** The receipt as a PDF invoice (A4), the lines across as many pages as they need. */
export function invoicePdf(r: Receipt, opts: InvoiceOptions = {}): Promise<Buffer> {
  const pdf = startPdf(`Invoice ${r.orderNumber}`, r.seller.name, opts.compress);
  heading(pdf.doc, r);
  creditsNotice(pdf.doc, opts.credits ?? [], opts.refundedInFull ?? false);
  labelledBlock(pdf.doc, "Deliver to", addressLines(r.deliveryAddress));
  return finishPdf(pdf, {
    lines: r.lines,
    rows: receiptTotals(r),
    note: vatNote(r.vatRatePercent, r.net),
    pageLabel: r.orderNumber,
  });
}
