import { Link } from "@react-email/link";
import { createElement as h } from "react";
import { paragraph } from "./layout.ts";
import { hello, layout, type OrderEmailInput } from "./order-emails.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

/** The prescription was checked against its copy and will be made as written. */
export function prescriptionVerifiedEmail(input: OrderEmailInput): Promise<RenderedEmail> {
  const { brand, order } = input;
  return renderEmail(
    `Your prescription for order ${order.number} is verified - ${brand.name}`,
    layout(
      input,
      "Your prescription is verified",
      `We have checked the prescription for order ${order.number}`,
      hello(order),
      paragraph(
        `We have checked your prescription for order ${order.number} against the copy you sent, and your lenses will be made to it.`,
      ),
      paragraph("You can still cancel for a full refund until your lenses go to our lens lab."),
    ),
  );
}

/** A question about the prescription, with the signed link to answer it. */
export function prescriptionQueryEmail(
  input: OrderEmailInput,
  query: { message: string; answerUrl: string },
): Promise<RenderedEmail> {
  const { brand, order } = input;
  return renderEmail(
    `A question about your prescription for order ${order.number} - ${brand.name}`,
    layout(
      input,
      "We have a question about your prescription",
      `Please check the prescription for order ${order.number}`,
      hello(order),
      paragraph(`Before we make your lenses for order ${order.number}, we need you to check something:`),
      paragraph(query.message),
      paragraph(
        "Please confirm your prescription, correct it or send a clearer copy. The link works for 30 days:",
      ),
      // The link alone on its line: a full stop after it would become part of the address in a text client.
      paragraph(h(Link, { href: query.answerUrl }, query.answerUrl)),
    ),
  );
}

/** The lenses went to the lab: from here the order is being made and can no longer be cancelled. */
export function prescriptionWithLabEmail(input: OrderEmailInput): Promise<RenderedEmail> {
  const { brand, order } = input;
  return renderEmail(
    `Your lenses for order ${order.number} are being made - ${brand.name}`,
    layout(
      input,
      "Your lenses are being made",
      `Order ${order.number} is with our lens lab`,
      hello(order),
      paragraph(
        `Your lenses for order ${order.number} are now being made to your prescription. We check them against your prescription when they come back, then send your order.`,
      ),
      paragraph(
        "Because they are made to your prescription, they can no longer be cancelled or returned for a change of mind. Faulty goods are always covered.",
      ),
    ),
  );
}
