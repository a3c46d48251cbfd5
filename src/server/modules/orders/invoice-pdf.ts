import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { addressLines, receiptDate, receiptMoney, receiptTotals } from "#shared/receipt-text.ts";
import type { Receipt } from "#shared/schemas/receipt.ts";

// DejaVu Sans covers Latin, Greek and Cyrillic, so a shopper's name prints as typed (the PDF's standard
// fonts know only Windows-1252).
const FONT = fileURLToPath(new URL("../../assets/fonts/DejaVuSans.ttf", import.meta.url));
const BOLD = fileURLToPath(new URL("../../assets/fonts/DejaVuSans-Bold.ttf", import.meta.url));

const MARGIN = 50;
const COLUMNS = { item: 50, qty: 330, unit: 380, amount: 470, end: 545 };

type Doc = PDFKit.PDFDocument;

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

function lineRow(doc: Doc, line: Receipt["lines"][number]): void {
  const name = line.options ? `${line.name} (${line.options})` : line.name;
  const width = COLUMNS.qty - COLUMNS.item - 10;
  doc.fontSize(9);
  room(doc, doc.heightOfString(name, { width }) + 4, true);
  const y = doc.y;
  doc.text(name, COLUMNS.item, y, { width });
  const bottom = doc.y;
  doc.text(String(line.quantity), COLUMNS.qty, y, { width: COLUMNS.unit - COLUMNS.qty - 10, align: "right" });
  doc.text(receiptMoney(line.unitPrice), COLUMNS.unit, y, {
    width: COLUMNS.amount - COLUMNS.unit - 10,
    align: "right",
  });
  doc.text(receiptMoney(line.total), COLUMNS.amount, y, {
    width: COLUMNS.end - COLUMNS.amount,
    align: "right",
  });
  doc.y = Math.max(bottom, doc.y) + 4;
}

function heading(doc: Doc, r: Receipt): void {
  const { seller } = r;
  doc.font("bold").fontSize(18).text(seller.name, MARGIN, MARGIN);
  doc.font("regular").fontSize(9).text(seller.address);
  doc.text(`Company number ${seller.companyNumber} · VAT number ${seller.vatNumber}`);
  doc.moveDown(1.5);
  doc.font("bold").fontSize(14).text("VAT invoice");
  doc.font("regular").fontSize(10);
  doc.text(`Order number: ${r.orderNumber}`);
  doc.text(`Date: ${receiptDate(r.placedAt)}`);
  doc.moveDown();
  doc.font("bold").text("Deliver to");
  doc.font("regular").text(addressLines(r.deliveryAddress).join("\n"));
  doc.moveDown(1.5);
}

function totals(doc: Doc, r: Receipt): void {
  doc.moveDown(0.5);
  for (const row of receiptTotals(r)) {
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
  doc.text(
    `Prices include VAT at ${r.vatRatePercent}%. Net of VAT: ${receiptMoney(r.net)}. ` +
      `VAT is worked out on the amount charged and rounded down to the penny.`,
    MARGIN,
    doc.y,
    { width: COLUMNS.end - MARGIN },
  );
}

function pageNumbers(doc: Doc, r: Receipt): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN;
    // Text in the bottom margin must not move the cursor onto a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .text(`${r.orderNumber} · page ${i + 1} of ${count}`, MARGIN, bottom, {
        width: COLUMNS.end - MARGIN,
        align: "center",
        lineBreak: false,
      });
  }
}

/** The receipt as a PDF invoice (A4), the lines across as many pages as they need. */
export function invoicePdf(r: Receipt, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    compress: opts.compress ?? true,
    info: { Title: `Invoice ${r.orderNumber}`, Author: r.seller.name },
  });
  doc.registerFont("regular", FONT);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  heading(doc, r);
  tableHeader(doc);
  for (const line of r.lines) lineRow(doc, line);
  totals(doc, r);
  pageNumbers(doc, r);
  doc.end();
  return done;
}
