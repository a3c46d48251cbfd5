import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { cancellationSentences, returnAddressOf } from "#shared/returns/cancellation-info.ts";
import {
  MODEL_FORM_FOOTNOTE,
  MODEL_FORM_INTRO,
  MODEL_FORM_LINES,
  MODEL_FORM_TITLE,
  modelFormAddressee,
} from "#shared/returns/model-cancellation-form.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import type { Brand } from "./brand.ts";
import { paragraph, styles } from "./layout.ts";

/** What the confirmation says about cancelling and returns: the settings it was sent under and the links. */
export interface ReturnsInfo {
  settings: Pick<ShopSettings, "policies" | "returns">;
  /** The /returns page. */
  pageUrl: string;
  /** The model cancellation form as a PDF. */
  formPdfUrl: string;
}

const bold = (text: string) => h(Text, { style: { ...styles.text, fontWeight: 700 } }, text);

/**
 * The cancellation information and the model form, in the confirmation because the law wants them on a
 * durable medium; the links lead to the returns page, the PDF form and the order page.
 */
export function ReturnsInfoBlock({
  info,
  brand,
  orderUrl,
}: {
  info: ReturnsInfo;
  brand: Brand;
  orderUrl: string;
}) {
  const address = returnAddressOf(info.settings, brand).replace(/\s*\n\s*/g, ", ");
  return h(
    Section,
    { style: { margin: "20px 0" } },
    bold("Your right to cancel"),
    ...cancellationSentences(info.settings).map((sentence) => paragraph(sentence)),
    paragraph(info.settings.returns.wording),
    paragraph(
      `To cancel, tell us by email at ${brand.email}, or use the form below. Returns go to: ${address}`,
    ),
    paragraph([
      h(Link, { key: "page", href: info.pageUrl }, "Returns and cancellations"),
      " · ",
      h(Link, { key: "pdf", href: info.formPdfUrl }, "Cancellation form (PDF)"),
      " · ",
      h(Link, { key: "order", href: orderUrl }, "Your order"),
    ]),
    bold(MODEL_FORM_TITLE),
    paragraph(MODEL_FORM_INTRO),
    paragraph(modelFormAddressee(brand)),
    ...MODEL_FORM_LINES.map((line) => paragraph(line)),
    paragraph(MODEL_FORM_FOOTNOTE),
  );
}
