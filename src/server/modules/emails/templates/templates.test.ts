import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/env.ts";
import { companyDetails } from "#server/lib/company-details.ts";
import {
  CANCELLATION_RIGHTS,
  CANCELLATION_RIGHTS_SENTENCES,
} from "#shared/prescription/cancellation-rights.ts";
import { type Brand, brandOf } from "./brand.ts";
import { clubCodeEmail } from "./club-code.ts";
import { contactReplyEmail } from "./contact-reply.ts";
import {
  cancellationEmail,
  deliveredEmail,
  type OrderEmailInput,
  orderConfirmationEmail,
  refundEmail,
  shippedEmail,
} from "./order-emails.ts";
import type { OrderSummary } from "./order-summary.ts";
import { prescriptionReceivedEmail } from "./prescription-received.ts";
import type { RenderedEmail } from "./render.ts";

const configured = loadConfig({
  PUBLIC_URL: "https://shop.example/",
  SHOP_COMPANY_NAME: "Test Optics Ltd",
  SHOP_COMPANY_ADDRESS: "1 Test Street, York YO1 1AA",
  SHOP_COMPANY_NUMBER: "01234567",
  SHOP_COMPANY_VAT_NUMBER: "GB 987 6543 21",
});
const brand: Brand = brandOf(companyDetails(configured), configured);

const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';

const order: OrderSummary = {
  number: "NDR-20261124-0042",
  placedAt: new Date("2026-11-24T10:00:00Z"),
  customerName: `Zoë ${hostile}`,
  lines: [
    { quantity: 2, name: "Vision Pro <b>bold</b>", description: "Black, Polarised", totalPence: 24_000 },
    { quantity: 1, name: "Sports socks", description: "", totalPence: 1_599 },
  ],
  subtotalPence: 25_599,
  discountPence: 2_560,
  discountCode: "CLUB10",
  shippingPence: 0,
  totalPence: 23_039,
  chargedPence: 23_039,
  address: {
    name: "Zoë Łukasz 山田",
    address: "12 Rue & <Lane>",
    city: "Leeds",
    postcode: "LS1 1AA",
    country: "GB",
  },
};

const input: OrderEmailInput = { brand, order, orderUrl: "https://shop.example/order?t=v1.42.9999.sig" };

/** The footer every email carries, with the configured company details. */
function expectFooter(mail: RenderedEmail) {
  for (const part of [mail.html, mail.text]) {
    expect(part).toContain("Test Optics Ltd");
    expect(part).toContain("1 Test Street, York YO1 1AA");
    expect(part).toContain("company number 01234567");
    expect(part).toContain("VAT number GB 987 6543 21");
  }
  expect(mail.html).toContain('src="https://shop.example/images/logo.png"');
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
}

function expectEscaped(mail: RenderedEmail) {
  expect(mail.html).not.toContain("<script>");
  expect(mail.html).not.toContain("<img src=x");
  expect(mail.html).not.toContain("<b>bold</b>");
  expect(mail.html).toContain("&lt;script&gt;");
}

function expectOrderEmail(mail: RenderedEmail) {
  expectFooter(mail);
  expectEscaped(mail);
  expect(mail.subject).toContain(order.number);
  expect(mail.html).toContain(order.number);
  expect(mail.text).toContain(`Order number: ${order.number}`);
  expect(mail.html).toContain('href="https://shop.example/order?t=v1.42.9999.sig"');
  expect(mail.text).toContain("View your order https://shop.example/order?t=v1.42.9999.sig");
}

describe("order confirmation", () => {
  it("is a receipt: lines, discount, shipping, total, VAT included, address, number, date, VAT number", async () => {
    const mail = await orderConfirmationEmail(input);
    expectOrderEmail(mail);
    expect(mail.subject).toBe(`Order confirmation ${order.number} - Test Optics Ltd`);
    expect(mail.text).toMatch(/2 × Vision Pro <b>bold<\/b>\s+£240\.00/);
    expect(mail.text).toContain("Black, Polarised");
    expect(mail.text).toMatch(/1 × Sports socks\s+£15\.99/);
    expect(mail.text).toMatch(/Subtotal\s+£255\.99/);
    expect(mail.text).toMatch(/Discount \(CLUB10\)\s+-£25\.60/);
    expect(mail.text).toMatch(/Shipping\s+Free/);
    expect(mail.text).toMatch(/Total\s+£230\.39/);
    // 23039 / 6 = 3839.83…, rounded down once on the amount charged (decision 0017).
    expect(mail.text).toMatch(/VAT included \(20%\)\s+£38\.39/);
    expect(mail.html).toContain("£38.39");
    expect(mail.text).toContain("Seller's VAT number: GB 987 6543 21");
    expect(mail.text).toContain("placed on 24 November 2026");
    expect(mail.text).toContain("Zoë Łukasz 山田\n12 Rue & <Lane>\nLeeds\nLS1 1AA\nGB");
    expect(mail.html).toContain("12 Rue &amp; &lt;Lane&gt;");
  });

  it("shows what the card was charged when a minimum charge makes it differ, and VAT on the charge", async () => {
    const small = {
      ...order,
      lines: [],
      subtotalPence: 100,
      discountPence: 90,
      totalPence: 10,
      chargedPence: 30,
    };
    const mail = await orderConfirmationEmail({ ...input, order: small });
    expect(mail.text).toMatch(/Charged to your card\s+£0\.30/);
    expect(mail.text).toMatch(/VAT included \(20%\)\s+£0\.05/);
  });

  it("leaves out the discount line without a discount and prices shipping", async () => {
    const plain = { ...order, discountPence: 0, discountCode: null, shippingPence: 1_000 };
    const mail = await orderConfirmationEmail({ ...input, order: plain });
    expect(mail.text).not.toContain("Discount");
    expect(mail.text).toMatch(/Shipping\s+£10\.00/);
  });

  it("of a prescription order repeats its cancellation rights, in the HTML and the text", async () => {
    const mail = await orderConfirmationEmail({ ...input, prescriptionOrder: true });
    expectOrderEmail(mail);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(CANCELLATION_RIGHTS.heading);
      for (const sentence of CANCELLATION_RIGHTS_SENTENCES) expect(part).toContain(sentence);
    }
  });

  it("of any other order says nothing of them", async () => {
    for (const mail of [
      await orderConfirmationEmail(input),
      await orderConfirmationEmail({ ...input, prescriptionOrder: false }),
    ]) {
      for (const part of [mail.html, mail.text]) {
        expect(part).not.toContain(CANCELLATION_RIGHTS.heading);
        expect(part).not.toContain(CANCELLATION_RIGHTS.faulty);
      }
    }
  });

  it("renders a very long name whole, escaped", async () => {
    const long = `${"Ŵ".repeat(300)}<i>${"x".repeat(2000)}`;
    const mail = await orderConfirmationEmail({ ...input, order: { ...order, customerName: long } });
    expect(mail.html).toContain(`${"Ŵ".repeat(300)}&lt;i&gt;${"x".repeat(2000)}`);
    expect(mail.text).toContain(long);
  });
});

describe("order updates", () => {
  it("refund: the amount and the total refunded so far", async () => {
    const mail = await refundEmail(input, 1_000, 2_500);
    expectOrderEmail(mail);
    expect(mail.subject).toBe(`Refund of £10.00 for order ${order.number} - Test Optics Ltd`);
    expect(mail.text).toContain(`We have refunded £10.00 for your order ${order.number}`);
    expect(mail.text).toContain("In all, £25.00 of this order has now been refunded.");
  });

  it("refund: links to its credit note when it has one, and not otherwise", async () => {
    const url = "https://shop.example/api/order-lookup/credit-note.pdf?t=v1.42.9999.sig&n=CN-0007";
    const mail = await refundEmail(input, 1_000, 1_000, { number: "CN-0007", url });
    expect(mail.html).toContain(`href="${url.replace("&", "&amp;")}"`);
    expect(mail.text).toContain("Credit note CN-0007 (PDF)");
    expect((await refundEmail(input, 1_000, 1_000)).text).not.toContain("Credit note");
  });

  it("cancellation: links to each credit note", async () => {
    const notes = ["CN-0008", "CN-0009"].map((number) => ({
      number,
      url: `https://shop.example/cn?n=${number}`,
    }));
    const mail = await cancellationEmail(input, 23_039, notes);
    expect(mail.text).toContain("Your credit notes for your records");
    for (const note of notes) expect(mail.html).toContain(`href="${note.url}"`);
  });

  it("prescription received: when, for which order, what next; no values; hostile names escaped", async () => {
    const mail = await prescriptionReceivedEmail({
      brand,
      customerName: order.customerName,
      orderNumber: order.number,
      orderUrl: input.orderUrl,
      receivedAt: new Date("2026-11-24T10:00:00Z"),
    });
    expectFooter(mail);
    expect(mail.subject).toBe(`We have your prescription for order ${order.number} - Test Optics Ltd`);
    expect(mail.text).toContain(
      `we received your prescription for order ${order.number} on 24 November 2026`,
    );
    expect(mail.text).toContain("What happens next");
    expect(mail.html).toContain(input.orderUrl);
    expect(mail.html).not.toContain("<script>");
    const unlinked = await prescriptionReceivedEmail({
      brand,
      customerName: "",
      orderNumber: null,
      orderUrl: null,
      receivedAt: new Date("2026-11-24T10:00:00Z"),
    });
    expect(unlinked.subject).toBe("We have your prescription - Test Optics Ltd");
    expect(unlinked.text).toContain("Hello there,");
    expect(unlinked.text).not.toContain("Order number");
  });

  it("cancellation: the amount refunded", async () => {
    const mail = await cancellationEmail(input, 23_039);
    expectOrderEmail(mail);
    expect(mail.subject).toBe(`Order ${order.number} cancelled - Test Optics Ltd`);
    expect(mail.text).toContain("has been cancelled, and £230.39 has been refunded");
  });

  it("shipped: the tracking number and the carrier's tracking link", async () => {
    const url = "https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB";
    const mail = await shippedEmail(input, {
      carrierName: "Royal Mail",
      trackingNumber: "RM123456785GB",
      trackingUrl: url,
    });
    expectOrderEmail(mail);
    expect(mail.subject).toBe(`Your Test Optics Ltd order ${order.number} is on its way`);
    expect(mail.text).toContain("Tracking number: RM123456785GB");
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
  });

  it("delivered", async () => {
    const mail = await deliveredEmail(input);
    expectOrderEmail(mail);
    expect(mail.text).toContain(`Your order ${order.number} has been delivered`);
  });
});

describe("club code", () => {
  it("carries the code, and the unsubscribe link in the footer when given one", async () => {
    const unsubscribe = "https://shop.example/club/unsubscribe?t=abc";
    const mail = await clubCodeEmail({
      brand,
      firstName: hostile,
      code: "CLUB-7Q2X",
      percent: 10,
      again: false,
      unsubscribeUrl: unsubscribe,
    });
    expectFooter(mail);
    expectEscaped(mail);
    expect(mail.subject).toBe("Your 10% club discount code");
    expect(mail.text).toContain("CLUB-7Q2X");
    expect(mail.text).toContain("Enter it at checkout at https://shop.example.");
    expect(mail.html).toContain(`href="${unsubscribe}"`);
    expect(mail.text).toContain(unsubscribe);
  });

  it("has no unsubscribe line without a link", async () => {
    const mail = await clubCodeEmail({ brand, firstName: "Ann", code: "C1", percent: 10, again: true });
    expect(mail.text).toContain("Here is your personal club discount code again");
    expect(mail.text).not.toMatch(/unsubscribe/i);
  });
});

describe("contact reply", () => {
  it("keeps the reply's lines, quotes the message and escapes both", async () => {
    const mail = await contactReplyEmail({
      brand,
      name: "Ann",
      subject: "Lens\r\nquestion",
      reply: "Thanks!\nYes, <b>both</b> fit.",
      original: `Do they fit?\n${hostile}`,
    });
    expectFooter(mail);
    expectEscaped(mail);
    expect(mail.subject).toBe("Re: Lens question");
    expect(mail.text).toContain("Thanks!\nYes, <b>both</b> fit.");
    expect(mail.text).toContain("You wrote:");
    expect(mail.text).toContain("> Do they fit?\n> <script>");
  });
});

describe("without PUBLIC_URL", () => {
  it("shows the shop's name instead of the logo", async () => {
    const defaults = loadConfig({});
    const bare = brandOf(companyDetails(defaults), defaults);
    const mail = await deliveredEmail({ ...input, brand: bare });
    expect(mail.html).not.toContain("<img");
    expect(mail.text.startsWith("Ndr Sports Eyewear")).toBe(true);
  });
});
