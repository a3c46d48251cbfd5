import { COMPANY } from "#shared/catalogue.ts";
import { formatPence } from "#shared/money.ts";
import type { OrderRow } from "./repo.ts";

/** The shopper's emails when money goes back: a refund (one per refund) and a cancellation. */

type Email = { subject: string; text: string };

const greeting = (order: OrderRow) => `Hello ${order.customerName || "there"},`;
const footer = [
  "Refunds usually reach your account within 5 to 10 working days, depending on your bank.",
  `Questions? Reply to this email, write to ${COMPANY.email} or call ${COMPANY.phone}.`,
  "",
  COMPANY.name,
];

export function refundEmail(order: OrderRow, amountPence: number, totalRefundedPence: number): Email {
  const number = order.orderNumber ?? "";
  const text = [
    greeting(order),
    "",
    `We have refunded ${formatPence(amountPence)} for your order ${number} to the card you paid with.`,
    ...(totalRefundedPence > amountPence
      ? [`In all, ${formatPence(totalRefundedPence)} of this order has now been refunded.`]
      : []),
    "",
    ...footer,
  ].join("\n");
  return { subject: `Refund of ${formatPence(amountPence)} for order ${number} - ${COMPANY.name}`, text };
}

export function cancellationEmail(order: OrderRow, amountPence: number): Email {
  const number = order.orderNumber ?? "";
  const text = [
    greeting(order),
    "",
    `Your order ${number} has been cancelled, and ${formatPence(amountPence)} has been refunded to the card you paid with.`,
    "",
    ...footer,
  ].join("\n");
  return { subject: `Order ${number} cancelled - ${COMPANY.name}`, text };
}
