import { Link } from "@react-email/link";
import { createElement as h, type ReactNode } from "react";
import { londonLongDate } from "#shared/dates.ts";
import { formatPence } from "#shared/money.ts";
import type { Brand } from "./brand.ts";
import { CancellationRightsBlock } from "./cancellation-rights.ts";
import { EmailLayout, paragraph } from "./layout.ts";
import { AddressBlock, type OrderSummary, OrderTotals } from "./order-summary.ts";
import { SendPrescription } from "./prescription-emails.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";
import { type ReturnsInfo, ReturnsInfoBlock } from "./returns-info.ts";

/** What every order email needs: who sends it, the order, and the signed link to the shopper's order page. */
export interface OrderEmailInput {
  brand: Brand;
  order: OrderSummary;
  orderUrl: string;
  /** The order's "Send your prescription" link, when it needs one (the confirmation carries it). */
  prescriptionUrl?: string;
  /** The order is made to a prescription: the confirmation repeats its cancellation rights. */
  prescriptionOrder?: boolean;
  /** The cancellation information and model form the confirmation carries. */
  returns?: ReturnsInfo;
}

/** A credit note's number and the signed link to its PDF. */
export interface CreditNoteLink {
  number: string;
  url: string;
}

/** "Your credit note CN-0001": the PDF of each refund, for the shopper's records. */
function creditNoteLinks(notes: CreditNoteLink[]) {
  if (notes.length === 0) return null;
  return paragraph(
    notes.flatMap((note, i) => [
      i === 0 ? `Your credit note${notes.length > 1 ? "s" : ""} for your records: ` : ", ",
      h(Link, { key: note.number, href: note.url }, `Credit note ${note.number} (PDF)`),
    ]),
  );
}

export const hello = (order: OrderSummary) => paragraph(`Hello ${order.customerName.trim() || "there"},`);
const refundTiming = () =>
  paragraph("Refunds usually reach your account within 5 to 10 working days, depending on your bank.");

export function layout(input: OrderEmailInput, heading: string, preview: string, ...children: ReactNode[]) {
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
        `Thank you for your order with ${brand.name}. Your order number is ${order.number}, placed on ${londonLongDate(order.placedAt)}.`,
      ),
      input.prescriptionUrl ? h(SendPrescription, { url: input.prescriptionUrl }) : null,
      h(OrderTotals, { order, vatNumber: brand.vatNumber }),
      h(AddressBlock, { address: order.address }),
      input.prescriptionOrder ? h(CancellationRightsBlock) : null,
      paragraph("We will email you again when your order ships."),
      input.returns ? h(ReturnsInfoBlock, { info: input.returns, brand, orderUrl: input.orderUrl }) : null,
    ),
  );
}

export function refundEmail(
  input: OrderEmailInput,
  amountPence: number,
  totalRefundedPence: number,
  creditNote: CreditNoteLink | null = null,
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
      creditNoteLinks(creditNote ? [creditNote] : []),
    ),
  );
}

export function cancellationEmail(
  input: OrderEmailInput,
  amountPence: number,
  creditNotes: CreditNoteLink[] = [],
): Promise<RenderedEmail> {
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
      creditNoteLinks(creditNotes),
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

/** A payment held for review: the shopper is asked to pay the order's total, and the short one goes back. */
export function paymentRequestEmail(
  input: OrderEmailInput,
  amounts: { receivedPence: number; payUrl: string },
): Promise<RenderedEmail> {
  const { brand, order } = input;
  const total = formatPence(order.chargedPence);
  const received = formatPence(amounts.receivedPence);
  return renderEmail(
    `Please complete the payment for order ${order.number} - ${brand.name}`,
    layout(
      input,
      "Please complete your payment",
      `Your order is ${total}; your card was charged ${received}`,
      hello(order),
      paragraph(
        `Your card was charged ${received} for this order, but its total is ${total}, so we have not sent it yet.`,
      ),
      paragraph(
        `To complete the order, pay ${total} with the link below. As soon as that payment goes through, the ${received} taken earlier is refunded to your card, so in all you pay the difference.`,
      ),
      h(Link, { href: amounts.payUrl, style: { fontWeight: 700 } }, `Pay ${total}`),
      paragraph("If you would rather cancel the order, reply to this email and we will refund you in full."),
    ),
  );
}
