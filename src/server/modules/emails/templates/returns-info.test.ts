import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/env.ts";
import { companyDetails } from "#server/lib/company-details.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { CANCELLATION_RIGHTS } from "#shared/prescription/cancellation-rights.ts";
import { MODEL_FORM_FOOTNOTE, MODEL_FORM_LINES } from "#shared/returns/model-cancellation-form.ts";
import { brandOf } from "./brand.ts";
import { type OrderEmailInput, orderConfirmationEmail } from "./order-emails.ts";
import type { ReturnsInfo } from "./returns-info.ts";

const config = loadConfig({
  PUBLIC_URL: "https://shop.example",
  SHOP_COMPANY_NAME: "Test Optics Ltd",
  SHOP_COMPANY_ADDRESS: "1 Test Street, York YO1 1AA",
  SHOP_COMPANY_EMAIL: "hello@shop.example",
});

const input: OrderEmailInput = {
  brand: brandOf(companyDetails(config), config),
  orderUrl: "https://shop.example/order?t=v1.42.9999.sig",
  order: {
    number: "NDR-20261129-0001",
    placedAt: new Date("2026-11-29T10:00:00Z"),
    customerName: "Ada",
    lines: [{ quantity: 1, name: "Sports socks", description: "", totalPence: 1_599 }],
    subtotalPence: 1_599,
    discountPence: 0,
    discountCode: null,
    shippingPence: 0,
    totalPence: 1_599,
    chargedPence: 1_599,
    address: { name: "Ada", address: "2 Road", city: "Leeds", postcode: "LS1 1AA", country: "GB" },
  },
};

const returns = (
  change: Partial<ReturnsInfo["settings"]["returns"]> = {},
  returnsDays = 30,
): ReturnsInfo => ({
  settings: {
    policies: { ...DEFAULT_SHOP_SETTINGS.policies, returnsDays },
    returns: { ...DEFAULT_SHOP_SETTINGS.returns, ...change },
  },
  pageUrl: "https://shop.example/returns",
  formPdfUrl: "https://shop.example/api/returns/cancellation-form.pdf",
});

describe("the confirmation's cancellation information", () => {
  it("states the window, who pays, the exception, faults, the owner's wording and the form, in HTML and text", async () => {
    const mail = await orderConfirmationEmail({ ...input, returns: returns() });
    for (const part of [mail.text, mail.html.replaceAll("&#x27;", "'")]) {
      expect(part).toContain("You may cancel your order within 30 days of the day you receive it");
      expect(part).toContain("longer than the 14 days the law gives you");
      expect(part).toContain("You pay the return postage.");
      expect(part).toContain("the standard delivery charge when you cancel the whole order, within 14 days");
      expect(part).toContain(CANCELLATION_RIGHTS.madeToPrescription);
      expect(part).toContain("reject it for a full refund within 30 days of delivery");
      expect(part).toContain(DEFAULT_SHOP_SETTINGS.returns.wording);
      expect(part).toContain("Returns go to: 1 Test Street, York YO1 1AA");
      expect(part).toContain("To Test Optics Ltd, 1 Test Street, York YO1 1AA, hello@shop.example:");
      for (const line of MODEL_FORM_LINES) expect(part).toContain(line);
      expect(part).toContain(MODEL_FORM_FOOTNOTE);
    }
    expect(mail.html).toContain('href="https://shop.example/returns"');
    expect(mail.html).toContain('href="https://shop.example/api/returns/cancellation-form.pdf"');
    expect(mail.html).toContain('href="https://shop.example/order?t=v1.42.9999.sig"');
    expect(mail.text).toContain(
      "Cancellation form (PDF) https://shop.example/api/returns/cancellation-form.pdf",
    );
    expect(mail.text).toContain("Returns and cancellations https://shop.example/returns");
  });

  it("follows the owner's settings: the shop pays, its own returns address, the 14 days alone", async () => {
    const mail = await orderConfirmationEmail({
      ...input,
      returns: returns({ postagePayer: "shop", address: "Unit 4\nDock Lane, Hull" }, 14),
    });
    expect(mail.text).toContain("within 14 days of the day you receive it, without giving a reason.");
    expect(mail.text).not.toContain("longer than the 14 days");
    expect(mail.text).toContain("We pay the return postage.");
    expect(mail.text).toContain("Returns go to: Unit 4, Dock Lane, Hull");
  });
});
