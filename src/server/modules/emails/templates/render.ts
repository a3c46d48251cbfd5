import { plainTextSelectors, render } from "@react-email/render";
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import { AMOUNTS_CLASS } from "./order-summary.ts";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// react-email's toPlainText with our amounts table, compiled once: compiling the selectors costs more than
// converting an email, and toPlainText compiles them on every call.
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: `table.${AMOUNTS_CLASS}`, format: "dataTable", options: { maxColumnWidth: 60 } },
  ],
});

/** Both parts come from the one element: the text is the HTML rendering turned into plain text. */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}
