import { formatPence } from "#shared/money.ts";
import { paragraph } from "./layout.ts";
import { hello, layout, type OrderEmailInput } from "./order-emails.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

/** The return an email is about: its number, and what the shopper sent back in words. */
export interface ReturnEmailInput {
  returnNumber: string;
  /** "1 x Primary+ Sports Sunglasses, 2 x Sports Socks". */
  items: string;
  /** The carrier's prepaid label, on the order page, when the shop pays the postage. */
  labelTrackingNumber?: string | null;
  /** Where the parcel goes, when there is no label. */
  returnAddress?: string;
}

/** How to send it: the prepaid label, or the address with the return number. */
function sendingParagraph(r: ReturnEmailInput) {
  if (r.labelTrackingNumber) {
    return paragraph(
      `We have made you a prepaid return label (tracking number ${r.labelTrackingNumber}). Download it from your order page with the button below, print it and stick it on the parcel.`,
    );
  }
  return paragraph(
    `Post it to: ${r.returnAddress ?? "the address on our returns page"}, with ${r.returnNumber} written on a note inside the parcel. Keep your proof of postage until we confirm we have it.`,
  );
}

const subject = (input: OrderEmailInput, r: ReturnEmailInput, what: string) =>
  `${what} ${r.returnNumber} for order ${input.order.number} - ${input.brand.name}`;

/** The shopper asked: what happens next. */
export function returnRequestedEmail(input: OrderEmailInput, r: ReturnEmailInput): Promise<RenderedEmail> {
  return renderEmail(
    subject(input, r, "Your return request"),
    layout(
      input,
      "We have your return request",
      `Return ${r.returnNumber} for order ${input.order.number}`,
      hello(input.order),
      paragraph(`We have received your return request ${r.returnNumber} for ${r.items}.`),
      paragraph(
        "What happens next: we check your request within 2 working days and email you. Once we approve it we tell you how to send the item back. Please keep it safe until then.",
      ),
      paragraph("We refund within 14 days of receiving the item back."),
    ),
  );
}

export function returnApprovedEmail(input: OrderEmailInput, r: ReturnEmailInput): Promise<RenderedEmail> {
  return renderEmail(
    subject(input, r, "Your return is approved:"),
    layout(
      input,
      "Your return is approved",
      `Please send back ${r.items}`,
      hello(input.order),
      paragraph(
        `We have approved your return ${r.returnNumber}. Please send back ${r.items}, packed securely.`,
      ),
      sendingParagraph(r),
      paragraph("We refund within 14 days of receiving the item back."),
    ),
  );
}

export function returnRefusedEmail(
  input: OrderEmailInput,
  r: ReturnEmailInput,
  reason: string,
): Promise<RenderedEmail> {
  return renderEmail(
    subject(input, r, "About your return"),
    layout(
      input,
      "We cannot accept this return",
      `Return ${r.returnNumber} was not accepted`,
      hello(input.order),
      paragraph(`We are sorry, but we cannot accept your return ${r.returnNumber} for ${r.items}.`),
      paragraph(reason),
      paragraph("If you think we have got this wrong, please reply to this email and we will look again."),
    ),
  );
}

export function returnReceivedEmail(input: OrderEmailInput, r: ReturnEmailInput): Promise<RenderedEmail> {
  return renderEmail(
    subject(input, r, "We have received your return"),
    layout(
      input,
      "Your return has arrived",
      `We have ${r.items} back`,
      hello(input.order),
      paragraph(`Your return ${r.returnNumber} has arrived: ${r.items}.`),
      paragraph("We are checking it now and will refund you within 14 days of today."),
    ),
  );
}

export function returnRefundedEmail(
  input: OrderEmailInput,
  r: ReturnEmailInput,
  refund: { amountPence: number; deductionPence: number; deductionReason: string | null },
): Promise<RenderedEmail> {
  const amount = formatPence(refund.amountPence);
  return renderEmail(
    subject(input, r, "Refund for your return"),
    layout(
      input,
      `We have refunded ${amount}`,
      `Return ${r.returnNumber}: ${amount} refunded`,
      hello(input.order),
      paragraph(`We have refunded ${amount} for your return ${r.returnNumber} to the card you paid with.`),
      refund.deductionPence > 0
        ? paragraph(
            `We took off ${formatPence(refund.deductionPence)}: ${refund.deductionReason ?? "the item was not returned in its original condition"}.`,
          )
        : null,
      paragraph("Refunds usually reach your account within 5 to 10 working days, depending on your bank."),
    ),
  );
}
