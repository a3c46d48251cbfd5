import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { formatPence } from "#shared/money.ts";
import type { Brand } from "./brand.ts";
import { EmailLayout, paragraph, styles } from "./layout.ts";
import { AMOUNTS_CLASS } from "./order-summary.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

export interface BasketReminderLine {
  quantity: number;
  name: string;
  /** The options chosen, "Celeste, Polarized". */
  description: string;
  totalPence: number;
  /** The line's picture, an absolute URL; none when the product has none. */
  pictureUrl: string | null;
}

interface BasketReminderProps {
  brand: Brand;
  firstName: string;
  lines: BasketReminderLine[];
  /** After the socks offer, before delivery and any code. */
  subtotalPence: number;
  /** Restores this basket in any browser. */
  restoreUrl: string;
  /** The one-click unsubscribe page. */
  unsubscribeUrl: string;
}

const cell = { fontSize: "15px", lineHeight: "22px", padding: "6px 8px 6px 0", verticalAlign: "middle" };

function lineRow(line: BasketReminderLine, i: number) {
  return h(
    "tr",
    { key: `line-${i}` },
    h(
      "td",
      { style: { ...cell, width: "72px" } },
      line.pictureUrl
        ? h(Img, { src: line.pictureUrl, alt: "", width: 64, height: 48, style: { borderRadius: "6px" } })
        : null,
    ),
    h(
      "td",
      { style: cell },
      `${line.quantity} × ${line.name}`,
      line.description ? h("br") : null,
      line.description ? h("span", { style: styles.muted }, line.description) : null,
    ),
    h("td", { align: "right", style: cell }, formatPence(line.totalPence)),
  );
}

/** The one reminder about a basket left at the checkout: its items, a link that restores it, and a way out. */
export function basketReminderEmail(props: BasketReminderProps): Promise<RenderedEmail> {
  const { brand, lines, restoreUrl, unsubscribeUrl } = props;
  const unsubscribe = h(
    Text,
    { style: styles.muted },
    "We send one reminder per basket, and only because you left the box at the checkout clear. ",
    h(Link, { href: unsubscribeUrl }, "Unsubscribe"),
    ` from our marketing emails: ${unsubscribeUrl}`,
  );
  return renderEmail(
    `You left something in your basket - ${brand.name}`,
    h(
      EmailLayout,
      {
        brand,
        heading: "Your basket is waiting",
        preview: "The items you chose are still here when you want them",
        footerExtra: unsubscribe,
      },
      paragraph(`Hi ${props.firstName.trim() || "there"},`),
      paragraph("You left these in your basket. Here they are, ready when you are:"),
      h(
        Section,
        { style: { margin: "16px 0" } },
        h(
          "table",
          { className: AMOUNTS_CLASS, width: "100%", cellPadding: 0, cellSpacing: 0, role: "presentation" },
          h(
            "tbody",
            null,
            lines.map(lineRow),
            h(
              "tr",
              { key: "subtotal" },
              h("td", { style: cell }),
              h("td", { style: { ...cell, fontWeight: 700 } }, "Basket total"),
              h(
                "td",
                { align: "right", style: { ...cell, fontWeight: 700 } },
                formatPence(props.subtotalPence),
              ),
            ),
          ),
        ),
      ),
      paragraph("Prices are today's; delivery is added at the checkout."),
      h(
        Section,
        { style: { margin: "20px 0" } },
        h(Link, { href: restoreUrl, style: styles.button }, "Return to your basket"),
      ),
      h(Text, { style: styles.muted }, `Or open this link: ${restoreUrl}`),
    ),
  );
}
