import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/env.ts";
import { companyDetails } from "#server/lib/company-details.ts";
import { brandOf } from "./brand.ts";
import { orderConfirmationEmail } from "./order-emails.ts";
import type { OrderSummary } from "./order-summary.ts";

const config = loadConfig({ PUBLIC_URL: "https://shop.example" });
const brand = brandOf(companyDetails(config), config);
const PHOTO = "https://shop.example/media/p1-landscape-480.jpg";

const order: OrderSummary = {
  number: "NDR-1",
  placedAt: new Date("2026-11-24T10:00:00Z"),
  customerName: "Ada",
  lines: [
    { quantity: 1, name: "Primary+", description: "Black", totalPence: 12_000, picture: PHOTO },
    { quantity: 1, name: "Sports socks", description: "", totalPence: 1_599 },
  ],
  subtotalPence: 13_599,
  discountPence: 0,
  discountCode: null,
  shippingPence: 0,
  totalPence: 13_599,
  chargedPence: 13_599,
  address: { name: "Ada", address: "1 Row", city: "London", postcode: "SW1A 1AA", country: "GB" },
};

describe("an order email's line pictures", () => {
  it("shows a line's picture at its fixed size in the HTML and leaves it out of the text", async () => {
    const mail = await orderConfirmationEmail({ brand, order, orderUrl: "https://shop.example/order?t=x" });
    expect(mail.html).toContain(`src="${PHOTO}"`);
    expect(mail.html.match(/<img[^>]*media\/p1[^>]*>/)?.[0]).toMatch(
      /width="64"[^>]*height="48"|height="48"[^>]*width="64"/,
    );
    expect(mail.html.match(/<img /g)).toHaveLength(2);
    expect(mail.text).not.toContain("media/p1");
    expect(mail.text).toContain("1 × Primary+");
  });
});
