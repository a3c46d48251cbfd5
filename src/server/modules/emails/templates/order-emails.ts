import { Link } from "@react-email/link";
import { createElement as h, type ReactNode } from "react";
import { formatPence } from "#shared/money.ts";
import type { Brand } from "./brand.ts";
import { EmailLayout, paragraph } from "./layout.ts";
import { AddressBlock, type OrderSummary, OrderTotals, placedOn } from "./order-summary.ts";
import { SendPrescription } from "./prescription-emails.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

/** What every order email needs: who sends it, the order, and the signed link to the shopper's order page. */
export interface OrderEmailInput {
  brand: Brand;
  order: OrderSummary;
  orderUrl: string;
  /** The order's "Send your prescription" link, when it needs one (the confirmation carries it). */
  prescriptionUrl?: string;
}

const hello = (order: OrderSummary) => paragraph(`Hello ${order.customerName.trim() || "there"},`);
const refundTiming = () =>
  paragraph("Refunds usually reach your account within 5 to 10 working days, depending on your bank.");

function layout(input: OrderEmailInput, heading: string, preview: string, ...children: ReactNode[]) {
  return h(
    EmailLayout,
    { brand: input.brand, heading, preview, orderNumber: input.order.number, orderUrl: input.orderUrl },
    ...children,
  );
}

export function orderConfirmationEmail(input: OrderEmailInput): Promise<RenderedEmail> {
  const { brand, order } = input;
  return renderEmail(
    `Order confirmation ${order.number} - ${brand.name}`,
    layout(
      input,
      "Thank you for your order",
      `Order ${order.number}: ${formatPence(order.totalPence)}`,
      hello(order),
      paragraph(
        `Thank you for your order with ${brand.name}. Your order number is ${order.number}, placed on ${placedOn(order.placedAt)}.`,
      ),
      input.prescriptionUrl ? h(SendPrescription, { url: input.prescriptionUrl }) : null,
      h(OrderTotals, { order, vatNumber: brand.vatNumber }),
      h(AddressBlock, { address: order.address }),
      paragraph("We will email you again when your order ships."),
    ),
  );
}

export function refundEmail(
  input: OrderEmailInput,
  amountPence: number,
  totalRefundedPence: number,
): Promise<RenderedEmail> {
  const { brand, order } = input;
  const amount = formatPence(amountPence);
  return renderEmail(
    `Refund of ${amount} for order ${order.number} - ${brand.name}`,
    layout(
      input,
      `We have refunded ${amount}`,
      `Refund of ${amount} for order ${order.number}`,
      hello(order),
      paragraph(`We have refunded ${amount} for your order ${order.number} to the card you paid with.`),
      totalRefundedPence > amountPence
        ? paragraph(`In all, ${formatPence(totalRefundedPence)} of this order has now been refunded.`)
        : null,
      refundTiming(),
    ),
  );
}

export function cancellationEmail(input: OrderEmailInput, amountPence: number): Promise<RenderedEmail> {
  const { brand, order } = input;
  return renderEmail(
    `Order ${order.number} cancelled - ${brand.name}`,
    layout(
      input,
      "Your order has been cancelled",
      `Order ${order.number} cancelled`,
      hello(order),
      paragraph(
        `Your order ${order.number} has been cancelled, and ${formatPence(amountPence)} has been refunded to the card you paid with.`,
      ),
      refundTiming(),
    ),
  );
}

export interface Tracking {
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
}

export function shippedEmail(input: OrderEmailInput, tracking: Tracking): Promise<RenderedEmail> {
  const { brand, order } = input;
  return renderEmail(
    `Your ${brand.name} order ${order.number} is on its way`,
    layout(
      input,
      "Your order is on its way",
      `Order ${order.number} has been sent with ${tracking.carrierName}`,
      hello(order),
      paragraph(`Your order ${order.number} has been sent with ${tracking.carrierName}.`),
      paragraph(`Tracking number: ${tracking.trackingNumber}`),
      paragraph([
        "Track your parcel: ",
        h(Link, { key: "t", href: tracking.trackingUrl }, tracking.trackingUrl),
      ]),
      h(AddressBlock, { address: order.address }),
      paragraph(`Thank you for shopping with ${brand.name}.`),
    ),
  );
}

export function deliveredEmail(input: OrderEmailInput): Promise<RenderedEmail> {
  const { brand, order } = input;
  return renderEmail(
    `Your ${brand.name} order ${order.number} has been delivered`,
    layout(
      input,
      "Your order has been delivered",
      `Order ${order.number} has been delivered`,
      hello(order),
      paragraph(`Your order ${order.number} has been delivered. We hope you enjoy it.`),
      paragraph("If anything is not right, reply to this email and we will sort it out."),
    ),
  );
}
