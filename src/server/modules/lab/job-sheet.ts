import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import type { Eye, LabJob } from "./job.ts";

// The invoice's fonts (DejaVu Sans prints any name as typed; the PDF's standard fonts know Windows-1252 only).
const FONT = fileURLToPath(new URL("../../assets/fonts/DejaVuSans.ttf", import.meta.url));
const BOLD = fileURLToPath(new URL("../../assets/fonts/DejaVuSans-Bold.ttf", import.meta.url));

const MARGIN = 50;
const WIDTH = 495;
const COLUMNS = ["", "Sphere", "Cylinder", "Axis", "Add", "Prism H", "Prism V", "PD", "Height"];

const dioptres = (n: number) => `${n > 0 ? "+" : ""}${(n / 100).toFixed(2)}`;
const prism = (amount: number | undefined, base: string | undefined) =>
  amount ? `${(amount / 100).toFixed(2)} ${base ?? ""}`.trim() : "–";

function eyeRow(side: string, e: Eye): string[] {
  return [
    side,
    dioptres(e.sphere),
    e.cylinder === 0 ? "DS" : dioptres(e.cylinder),
    e.cylinder === 0 ? "–" : `${e.axis}°`,
    e.add === undefined ? "–" : dioptres(e.add),
    prism(e.prismH, e.baseH),
    prism(e.prismV, e.baseV),
    `${e.monoPd.toFixed(1)} mm`,
    e.fittingHeight === undefined ? "–" : `${e.fittingHeight.toFixed(1)} mm`,
  ];
}

function table(doc: PDFKit.PDFDocument, rows: string[][]): void {
  const width = WIDTH / COLUMNS.length;
  rows.forEach((cells, r) => {
    const y = doc.y;
    doc.font(r === 0 ? "bold" : "regular").fontSize(10);
    cells.forEach((cell, c) => {
      doc.text(cell, MARGIN + c * width, y, { width: width - 4, lineBreak: false });
    });
    doc.x = MARGIN;
    doc.y = y + 18;
  });
}

function block(doc: PDFKit.PDFDocument, label: string, lines: string[]): void {
  doc.moveDown();
  doc.font("bold").fontSize(11).text(label, MARGIN, doc.y);
  doc.font("regular").fontSize(10).text(lines.join("\n"), { width: WIDTH });
}

/** One A4 page for the people at the lab: the job, both lenses' values, the lens, the frame, the notes. */
export function labJobSheet(job: LabJob): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `Lab job ${job.jobNumber}` } });
  doc.registerFont("regular", FONT);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("bold").fontSize(20).text(`Lab job ${job.jobNumber}`);
  doc.font("regular").fontSize(11).text(`Order ${job.orderNumber}`);
  doc.moveDown();
  table(doc, [COLUMNS, eyeRow("Right", job.eyes.right), eyeRow("Left", job.eyes.left)]);
  const { lens, frame } = job;
  block(doc, "Lens", [
    `${lens.design}, ${lens.material}, index ${lens.index.toFixed(2)}`,
    ...(lens.tint ? [`Tint: ${lens.tint}`] : []),
    ...(lens.coating ? [`Coating: ${lens.coating}`] : []),
  ]);
  const box = [
    frame.hbox === undefined ? null : `A ${frame.hbox} mm`,
    frame.vbox === undefined ? null : `B ${frame.vbox} mm`,
    frame.dbl === undefined ? null : `DBL ${frame.dbl} mm`,
  ].filter((part) => part !== null);
  block(doc, "Frame", [frame.model, ...(box.length ? [box.join(" · ")] : [])]);
  if (job.notes) {
    doc.moveDown();
    doc.font("bold").fontSize(11).text("Notes", MARGIN, doc.y);
    // Long notes are cut to the page, so the sheet stays one page; the job file carries them whole.
    const room = doc.page.height - MARGIN - doc.y - 20;
    doc.font("regular").fontSize(10).text(job.notes, { width: WIDTH, height: room, ellipsis: true });
  }
  doc.end();
  return done;
}
