import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { formatDecimal } from "#shared/money.ts";
import type { Receipt, Seller } from "#shared/schemas/receipt.ts";

/** The pieces the invoice and the credit note are both drawn with, so the two documents look alike. */

// DejaVu Sans covers Latin, Greek and Cyrillic, so a shopper's name prints as typed (the PDF's standard
// fonts know only Windows-1252).
const FONT = fileURLToPath(new URL("../../assets/fonts/DejaVuSans.ttf", import.meta.url));
const BOLD = fileURLToPath(new URL("../../assets/fonts/DejaVuSans-Bold.ttf", import.meta.url));

export const MARGIN = 50;
const COLUMNS = { item: 50, qty: 330, unit: 380, amount: 470, end: 545 };

export type Doc = PDFKit.PDFDocument;
export type PdfLine = Receipt["lines"][number];
export interface AmountRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** An A4 document with the fonts registered, and the bytes once `doc.end()` is called. */
export function startPdf(
  title: string,
  author: string,
  compress = true,
): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    compress,
    info: { Title: title, Author: author },
  });
  doc.registerFont("regular", FONT);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The seller's name, address, company and VAT numbers at the top, then the document's title. */
export function sellerHeading(doc: Doc, seller: Seller, title: string): void {
  doc.font("bold").fontSize(18).text(seller.name, MARGIN, MARGIN);
  doc.font("regular").fontSize(9).text(seller.address);
  doc.text(`Company number ${seller.companyNumber} · VAT number ${seller.vatNumber}`);
  doc.moveDown(1.5);
  doc.font("bold").fontSize(14).text(title);
  doc.font("regular").fontSize(10);
}

/** A bold label and its lines (an address), with space after. */
export function labelledBlock(doc: Doc, label: string, lines: string[]): void {
  doc.moveDown();
  doc.font("bold").text(label);
  doc.font("regular").text(lines.join("\n"));
  doc.moveDown(1.5);
}

function tableHeader(doc: Doc): void {
  const y = doc.y;
  doc.font("bold").fontSize(9);
  doc.text("Item", COLUMNS.item, y, { width: COLUMNS.qty - COLUMNS.item - 10 });
  doc.text("Qty", COLUMNS.qty, y, { width: COLUMNS.unit - COLUMNS.qty - 10, align: "right" });
  doc.text("Unit price", COLUMNS.unit, y, { width: COLUMNS.amount - COLUMNS.unit - 10, align: "right" });
  doc.text("Amount", COLUMNS.amount, y, { width: COLUMNS.end - COLUMNS.amount, align: "right" });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(COLUMNS.end, doc.y + 2)
    .stroke();
  doc.moveDown(0.5).font("regular");
}

/** Starts a new page (with the table's header again) when `height` more points would not fit. */
function room(doc: Doc, height: number, header: boolean): void {
  if (doc.y + height <= doc.page.height - MARGIN - 20) return;
  doc.addPage();
  if (header) tableHeader(doc);
}

function lineRow(doc: Doc, line: PdfLine): void {
  const name = line.description ? `${line.name} (${line.description})` : line.name;
  const width = COLUMNS.qty - COLUMNS.item - 10;
  doc.fontSize(9);
  room(doc, doc.heightOfString(name, { width }) + 4, true);
  const y = doc.y;
  doc.text(name, COLUMNS.item, y, { width });
  const bottom = doc.y;
  doc.text(String(line.quantity), COLUMNS.qty, y, { width: COLUMNS.unit - COLUMNS.qty - 10, align: "right" });
  doc.text(formatDecimal(line.unitPrice), COLUMNS.unit, y, {
    width: COLUMNS.amount - COLUMNS.unit - 10,
    align: "right",
  });
  doc.text(formatDecimal(line.total), COLUMNS.amount, y, {
    width: COLUMNS.end - COLUMNS.amount,
    align: "right",
  });
  doc.y = Math.max(bottom, doc.y) + 4;
}

/** The totals under the lines, right-aligned, then the small print across the page. */
function amountRows(doc: Doc, rows: AmountRow[], note: string): void {
  doc.moveDown(0.5);
  for (const row of rows) {
    room(doc, 16, false);
    const y = doc.y;
    doc.font(row.strong ? "bold" : "regular").fontSize(10);
    doc.text(row.label, COLUMNS.unit - 120, y, {
      width: COLUMNS.amount - COLUMNS.unit + 110,
      align: "right",
    });
    doc.text(row.value, COLUMNS.amount, y, { width: COLUMNS.end - COLUMNS.amount, align: "right" });
    doc.moveDown(0.3);
  }
  room(doc, 30, false);
  doc.moveDown().font("regular").fontSize(8);
  doc.text(note, MARGIN, doc.y, { width: COLUMNS.end - MARGIN });
}

/** How the VAT of an amount was worked out, as both documents state it. */
export const vatNote = (ratePercent: number, net: string, amount: "charged" | "credited" = "charged") =>
  `Prices include VAT at ${ratePercent}%. Net of VAT: ${formatDecimal(net)}. ` +
  `VAT is worked out on the amount ${amount} and rounded down to the penny.`;

/** "<label> · page n of m" in the bottom margin of every page. */
function pageNumbers(doc: Doc, label: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN;
    // Text in the bottom margin must not move the cursor onto a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .text(`${label} · page ${i + 1} of ${count}`, MARGIN, bottom, {
        width: COLUMNS.end - MARGIN,
        align: "center",
        lineBreak: false,
      });
  }
}

/** The rest of a document after its heading: the lines, the totals, the small print, page numbers; then its bytes. */
export function finishPdf(
  pdf: { doc: Doc; done: Promise<Buffer> },
  body: { lines: PdfLine[]; rows: AmountRow[]; note: string; pageLabel: string },
): Promise<Buffer> {
  const { doc } = pdf;
  tableHeader(doc);
  for (const line of body.lines) lineRow(doc, line);
  amountRows(doc, body.rows, body.note);
  pageNumbers(doc, body.pageLabel);
  doc.end();
  return pdf.done;
}
