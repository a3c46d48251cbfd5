import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of a PDF as a reader would copy it, page by page (pdf.js reads the embedded fonts' unicode maps). */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await task.destroy();
  return pages;
}
