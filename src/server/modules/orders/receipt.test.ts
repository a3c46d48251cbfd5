import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS as RULES } from "#shared/catalogue.ts";
import { poundsToPence } from "#shared/money.ts";
import { computeTotals } from "#shared/pricing/index.ts";
import { buildReceipt, maskAddress } from "./receipt.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";

const emptyById = new Proxy({}, { get: () => new Map() }) as Parameters<typeof buildReceipt>[0]["byId"];
const seller = {
  name: "Shop Ltd",
  address: "1 Road",
  companyNumber: "01234567",
  vatNumber: "GB 123 4567 89",
};

function orderWith(lines: number[], discount: number, shipping: number): [OrderRow, OrderItemRow[]] {
  const subtotal = lines.reduce((a, b) => a + b, 0);
  const totals = computeTotals(subtotal, discount, shipping, RULES);
  const order = {
    id: 1,
    orderNumber: "NDR-10001",
    subtotalPence: subtotal,
    discountPence: totals.discount,
    shippingPence: shipping,
    totalPence: totals.total,
    discountCode: null,
    customerName: "Ada Lovelace",
    customerAddress: "12 Analytical Row",
    customerCity: "London",
    customerPostcode: "SW1A 1AA",
    customerCountry: "GB",
    paidAt: new Date("2025-06-01T12:00:00Z"),
    createdAt: new Date("2025-06-01T11:59:00Z"),
  } as OrderRow;
  const items = lines.map(
    (pence, i) =>
      ({
        id: i,
        productName: `Line ${i}`,
        quantity: 1,
        unitPricePence: pence,
        itemTotalPence: pence,
      }) as OrderItemRow,
  );
  return [order, items];
}

describe("buildReceipt", () => {
  it("lines − discount + shipping = total, and the VAT is a sixth of the charge rounded down", () => {
    const amounts = fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 50 });
    fc.assert(
      fc.property(amounts, fc.nat({ max: 200_000 }), fc.nat({ max: 2_000 }), (lines, discount, shipping) => {
        const [order, items] = orderWith(lines, discount, shipping);
        const r = buildReceipt({ order, items, byId: emptyById, seller, masked: true, invoiceUrl: "/x" });
        const p = poundsToPence;
        const lineSum = r.lines.reduce((sum, l) => sum + p(l.total), 0);
        expect(Math.max(0, lineSum - p(r.discount)) + p(r.shipping)).toBe(p(r.total));
        expect(p(r.net) + p(r.vatIncluded)).toBe(p(r.charged));
        expect(6 * p(r.vatIncluded)).toBeLessThanOrEqual(p(r.charged));
        expect(p(r.charged) - 6 * p(r.vatIncluded)).toBeLessThan(6);
      }),
    );
  });

  it("masks the address for the shopper's pages and not for the admin's invoice", () => {
    const [order, items] = orderWith([5500], 0, 0);
    const input = { order, items, byId: emptyById, seller, invoiceUrl: "/x" };
    expect(buildReceipt({ ...input, masked: false }).deliveryAddress.address).toBe("12 Analytical Row");
    expect(buildReceipt({ ...input, masked: true }).deliveryAddress).toEqual({
      name: "Ada L.",
      address: "1* A********* R**",
      city: "London",
      postcode: "SW1A ***",
      country: "GB",
    });
  });
});

describe("maskAddress", () => {
  it("keeps whole characters of unicode names and copes with a postcode without a space", () => {
    const masked = maskAddress({
      name: "Zoë Łukasiewicz Ørsted",
      address: "Ōtemachi 𝔘nit 7",
      city: "Kraków",
      postcode: "sw1a1aa",
      country: "PL",
    });
    expect(masked).toEqual({
      name: "Zoë Ł. Ø.",
      address: "Ō******* 𝔘*** 7",
      city: "Kraków",
      postcode: "SW1A ***",
      country: "PL",
    });
  });
});
