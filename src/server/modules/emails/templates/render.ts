import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { AMOUNTS_CLASS } from "./order-summary.ts";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Both parts come from the one element: the text is the HTML rendering turned into plain text. */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  const text = toPlainText(html, {
    selectors: [{ selector: `table.${AMOUNTS_CLASS}`, format: "dataTable", options: { maxColumnWidth: 60 } }],
  });
  return { subject, html, text };
}
