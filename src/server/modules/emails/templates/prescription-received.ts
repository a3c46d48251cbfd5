import { createElement as h } from "react";
import { londonLongDate } from "#shared/dates.ts";
import type { Brand } from "./brand.ts";
import { EmailLayout, paragraph } from "./layout.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

export interface PrescriptionReceivedInput {
  brand: Brand;
  customerName: string;
  /** The order it was sent for through the order's link; null for one sent on its own. */
  orderNumber: string | null;
  /** The signed link to the shopper's order page, when it was sent for an order. */
  orderUrl: string | null;
  receivedAt: Date;
}

/**
 * "We have your prescription": when it arrived, for which order and what happens next. It never repeats
 * the prescription's values, which are health data and have no place in an inbox.
 */
export function prescriptionReceivedEmail(input: PrescriptionReceivedInput): Promise<RenderedEmail> {
  const { brand, orderNumber } = input;
  const forOrder = orderNumber ? ` for order ${orderNumber}` : "";
  return renderEmail(
    `We have your prescription${forOrder} - ${brand.name}`,
    h(
      EmailLayout,
      {
        brand,
        heading: "We have your prescription",
        preview: `Your prescription${forOrder} arrived safely`,
        orderNumber,
        orderUrl: input.orderUrl,
      },
      paragraph(`Hello ${input.customerName.trim() || "there"},`),
      paragraph(
        `Thank you: we received your prescription${forOrder} on ${londonLongDate(input.receivedAt)}.`,
      ),
      paragraph(
        orderNumber
          ? "What happens next: our team checks it and makes your lenses to it. If anything is unclear we will contact you before we start, and we will email you again when your order ships."
          : "What happens next: our team checks it and matches it to your order. If anything is unclear we will contact you.",
      ),
      paragraph(
        "To keep your health information private, this email does not repeat your prescription. If you need to change it, please reply to this email or contact us rather than sending it again.",
      ),
    ),
  );
}
