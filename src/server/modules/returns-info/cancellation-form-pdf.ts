import { PDF_MARGIN, startPdf } from "#server/modules/orders/index.ts";
import {
  MODEL_FORM_FOOTNOTE,
  MODEL_FORM_INTRO,
  MODEL_FORM_LINES,
  MODEL_FORM_TITLE,
  modelFormAddressee,
} from "#shared/returns/model-cancellation-form.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";

const WIDTH = 495;

/** The model cancellation form on one A4 page, with room to write after each line. */
export function cancellationFormPdf(company: CompanyDetails, returnAddress: string): Promise<Buffer> {
  const { doc, done } = startPdf(`${MODEL_FORM_TITLE} - ${company.name}`, company.name);
  doc.font("bold").fontSize(16).text(MODEL_FORM_TITLE, PDF_MARGIN, PDF_MARGIN, { width: WIDTH });
  doc.font("regular").fontSize(10).moveDown(0.5).text(MODEL_FORM_INTRO, { width: WIDTH });
  doc.moveDown().fontSize(11).text(modelFormAddressee(company), { width: WIDTH });
  doc.moveDown(0.5);
  for (const line of MODEL_FORM_LINES) {
    doc.moveDown(0.8).text(line, { width: WIDTH });
    const y = doc.y + 22;
    doc
      .moveTo(PDF_MARGIN, y)
      .lineTo(PDF_MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 4;
  }
  doc.moveDown().fontSize(9).text(MODEL_FORM_FOOTNOTE, { width: WIDTH });
  doc.moveDown(2).fontSize(9);
  doc.text(`Please post goods you are returning to: ${returnAddress.replace(/\s*\n\s*/g, ", ")}`, {
    width: WIDTH,
  });
  doc.text(`You may also tell us by email at ${company.email}; any clear statement will do.`, {
    width: WIDTH,
  });
  doc.end();
  return done;
}
