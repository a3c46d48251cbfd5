import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { createElement as h } from "react";
import { EmailLayout, paragraph, styles } from "./layout.ts";
import type { OrderEmailInput } from "./order-emails.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

const SEND_PRESCRIPTION = "Send your prescription";

/** "Send your prescription": the order's signed link to the prescription form. */
export function SendPrescription({ url }: { url: string }) {
  return h(
    Section,
    { style: { margin: "20px 0" } },
    paragraph("We make your lenses to your prescription. Please send it to us with this link:"),
    h(Link, { href: url, style: styles.button }, SEND_PRESCRIPTION),
  );
}

/** The one reminder, a few days after payment, when no prescription has arrived. */
export function prescriptionReminderEmail(
  input: OrderEmailInput,
  prescriptionUrl: string,
): Promise<RenderedEmail> {
  const { brand, order } = input;
  return renderEmail(
    `Please send your prescription for order ${order.number} - ${brand.name}`,
    h(
      EmailLayout,
      {
        brand,
        heading: "We are waiting for your prescription",
        preview: `Order ${order.number}: we need your prescription to make your lenses`,
        orderNumber: order.number,
        orderUrl: input.orderUrl,
      },
      paragraph(`Hello ${order.customerName.trim() || "there"},`),
      paragraph(
        `Thank you for your order ${order.number}. We have not received your prescription yet, and we cannot make your lenses without it.`,
      ),
      h(SendPrescription, { url: prescriptionUrl }),
      paragraph("If you have already sent it, reply to this email and we will match it to your order."),
    ),
  );
}
