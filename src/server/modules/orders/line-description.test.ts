import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, finishes, prescriptionLensTypes } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import {
  CUSTOMER,
  completeOrder,
  confirm,
  createIntent,
  ELIGIBLE,
} from "#server/modules/checkout/testing.ts";
import { pdfText } from "#server/test/pdf-text.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { LENS_MAKER_NAME, PRODUCT_IDS } from "#shared/catalogue.ts";
import { parseCsv } from "#shared/csv.ts";
import { londonTodayInput } from "#shared/dates.ts";
import { AdminOrderList } from "#shared/schemas/admin-orders.ts";
import { CheckoutResponse } from "#shared/schemas/checkout.ts";
import { OrderConfirmation } from "#shared/schemas/order-confirmation.ts";
import { OrderPage } from "#shared/schemas/order-lookup.ts";
import { lineDescription } from "./line-description.ts";

const { country: _country, ...CONTACT } = CUSTOMER;
const africa = (prescriptionOption: string) => ({
  productId: PRODUCT_IDS.africaR3d,
  quantity: 1,
  africaR3DDetails: { frameId: 1, colorId: 2, visionTypeId: 1, lensTypeId: 2, prescriptionOption },
});

/** One order of a kind: a basket line, or a Prescription Pro configuration, and what it must read as. */
interface Case {
  kind: string;
  line?: Record<string, unknown>;
  pro?: Record<string, unknown>;
  product: string;
  description: string;
}

const CASES: Case[] = [
  {
    kind: "primary",
    line: { productId: PRODUCT_IDS.primary, quantity: 1, colorId: 2, lensTypeId: 5 },
    product: "Primary+ Sports Sunglasses",
    description: `Celeste, ${LENS_MAKER_NAME} Polarized`,
  },
  {
    kind: "prescription",
    line: { productId: PRODUCT_IDS.prescription, quantity: 1, colorId: 3, lensTypeId: 14 },
    product: "Prescription Sports Sunglasses",
    description: "Kerry Green, Polarized",
  },
  {
    kind: "Prescription Pro, single vision",
    pro: { visionType: "single_vision", frameColorId: 3, prescriptionLensTypeId: 15, finishId: 2 },
    product: "Prescription Pro",
    description: "Single Vision, Kerry Green, Photochromic, Silver Mirror",
  },
  {
    kind: "Prescription Pro, varifocal",
    pro: { visionType: "varifocal", frameColorId: 3, prescriptionLensTypeId: 14, finishId: 2 },
    product: "Prescription Pro",
    description: "Varifocal, Kerry Green, Polarized, Silver Mirror",
  },
  {
    kind: "Prescription Pro without a mirror",
    pro: { visionType: "single_vision", frameColorId: 2, prescriptionLensTypeId: 12, finishId: 1 },
    product: "Prescription Pro",
    description: "Single Vision, Celeste, Clear",
  },
  ...["Grey", "Blue Mirror", "Rose Gold", "Silver Mirror", "Polarized"].map((tint, i) => ({
    kind: `spare lens, ${tint}`,
    line: { productId: PRODUCT_IDS.spare, quantity: 1, lensTypeId: i + 1 },
    product: "Replacement Lenses",
    description: `${LENS_MAKER_NAME} ${tint}`,
  })),
  {
    kind: "spare lens, Ultimate Transitions",
    line: { productId: PRODUCT_IDS.spare, quantity: 1, lensTypeId: 6 },
    product: "Replacement Lenses",
    description: "Ultimate Transitions",
  },
  {
    kind: "socks",
    line: { productId: PRODUCT_IDS.socks, quantity: 2, sockSizeId: 2 },
    product: "Sports Socks",
    description: "Medium",
  },
  {
    kind: "nose pads",
    line: { productId: PRODUCT_IDS.nosePads, quantity: 1 },
    product: "Spare Nose Pads",
    description: "",
  },
  {
    kind: "Africa R3D without a prescription",
    line: africa("no-prescription"),
    product: "Africa R3D",
    description: "Hizashi, Red, Single Vision, Polarized, No prescription",
  },
  {
    kind: "Africa R3D with a prescription to follow",
    line: africa("upload-later"),
    product: "Africa R3D",
    description: "Hizashi, Red, Single Vision, Polarized, Prescription: Upload later",
  },
];

/** Text laid out in columns or wrapped onto lines, read as a person reads it. */
const flat = (text: string) => text.replace(/\s+/g, " ");

let address = 0;
const nextAddress = () => `10.91.${(++address >> 8) & 255}.${address & 255}`;

describe.each(dbKinds())("one description of an order line on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let csvRows: string[][] = [];

  /** Checks out one case through the real checkout, pays with the sandbox card and completes it. */
  async function place(c: Case) {
    const res = c.pro
      ? await t.app.inject({
          method: "POST",
          url: "/api/prescription-pro/orders",
          payload: { ...c.pro, ...CONTACT, eligibility: ELIGIBLE },
          remoteAddress: nextAddress(),
        })
      : (await createIntent(t.app, { items: [c.line], customer: CUSTOMER }, nextAddress())).res;
    expect(res.statusCode, res.body).toBe(200);
    const checkout = CheckoutResponse.parse(res.json());
    expect((await confirm(t.app, checkout)).statusCode).toBe(200);
    expect((await completeOrder(t.app, checkout)).statusCode).toBe(200);
    return checkout;
  }

  const placed = new Map<string, CheckoutResponse>();

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_LINK_SECRET: "an-order-link-secret-long-enough-to-use" });
    auth = bearer(await adminToken(t.ctx));
    for (const c of CASES) placed.set(c.kind, await place(c));
    const today = londonTodayInput();
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/export.csv?from=${today}&to=${today}`,
      headers: auth,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    csvRows = parseCsv(csv.body.replace(/^\uFEFF/, ""));
  }, 120_000);
  afterAll(() => t?.close());

  it.each(CASES)("$kind reads the same on every output", async (c) => {
    const checkout = placed.get(c.kind) as CheckoutResponse;

    // The confirmation page.
    const answer = OrderConfirmation.parse(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/order-confirmation",
          payload: { paymentIntentId: checkout.paymentIntentId, token: checkout.confirmationToken },
        })
      ).json(),
    );
    if (answer.state !== "succeeded") throw new Error(`${c.kind} was not placed: ${answer.state}`);
    const { orderNumber } = answer.order;
    expect(answer.order.items.map((i) => [i.name, i.description])).toEqual([[c.product, c.description]]);

    // The shopper's order page, and its PDF invoice.
    const token = new URL(answer.order.orderPageUrl, "http://shop").searchParams.get("t");
    const page = await t.app.inject({ method: "GET", url: `/api/order-lookup?t=${token}` });
    expect(page.statusCode, page.body).toBe(200);
    const receipt = OrderPage.parse(page.json()).receipt;
    expect(receipt.lines.map((l) => [l.name, l.description])).toEqual([[c.product, c.description]]);
    const pdf = await t.app.inject({ method: "GET", url: receipt.invoiceUrl });
    expect(pdf.statusCode).toBe(200);
    const invoice = flat((await pdfText(pdf.rawPayload)).join(" "));
    const named = c.description ? `${c.product} (${c.description})` : c.product;
    expect(invoice).toContain(flat(named));

    // The confirmation email, both parts.
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, CUSTOMER.email));
    const mail = mails.find((m) => m.kind === "order_confirmation" && m.text.includes(orderNumber));
    if (!mail) throw new Error(`no confirmation email for ${orderNumber}`);
    const text = flat(mail.text);
    const html = mail.html ?? "";
    expect(text).toContain(c.product);
    if (c.description) {
      expect(text).toContain(flat(c.description));
      expect(html).toContain(`>${c.description}</span>`);
    } else {
      // A product without options has no options line under its name.
      expect(html).toContain(`× ${c.product}</td>`);
    }

    // The accountant's CSV.
    const row = csvRows.find((r) => r[0] === orderNumber);
    const quantity = (c.line?.quantity as number | undefined) ?? 1;
    expect(row?.[3]).toBe(`${quantity} x ${named}`);

    // The admin's list, searched by the order number, and the order's detail.
    const list = await t.app.inject({ method: "GET", url: `/api/orders?q=${orderNumber}`, headers: auth });
    const found = AdminOrderList.parse(list.json()).orders;
    expect(found.map((o) => o.orderNumber)).toEqual([orderNumber]);
    expect(found[0]?.items.map((i) => i.description)).toEqual([c.description]);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${found[0]?.id}`,
      headers: auth,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().items.map((i: { description: string }) => i.description)).toEqual([c.description]);
  });

  it("prices the Prescription Pro lens and mirror in the admin's view as they were charged, after a price change", async () => {
    const checkout = placed.get("Prescription Pro, varifocal") as CheckoutResponse;
    const setPrices = async (lensPence: number, finishPence: number) => {
      await t.ctx.db
        .update(prescriptionLensTypes)
        .set({ additionalPricePence: lensPence })
        .where(eq(prescriptionLensTypes.id, 14));
      await t.ctx.db.update(finishes).set({ pricePence: finishPence }).where(eq(finishes.id, 2));
      t.ctx.catalogue.invalidate();
    };
    await setPrices(2500, 2500);
    try {
      const detail = await t.app.inject({
        method: "GET",
        url: `/api/admin/orders/${checkout.orderId}`,
        headers: auth,
      });
      expect(detail.json()).toMatchObject({
        prescriptionLensTypeName: "Polarized",
        prescriptionLensPrice: "20.00",
        finishName: "Silver Mirror",
        finishPrice: "20.00",
      });
    } finally {
      await setPrices(2000, 2000);
    }
  });

  it("shows an Africa R3D order in its own table with its number and options", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/africa-r3d/orders", headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { orderNumber: string | null; description: string }[];
    expect(rows.map((r) => r.description)).toEqual(
      expect.arrayContaining([
        "Hizashi, Red, Single Vision, Polarized, No prescription",
        "Hizashi, Red, Single Vision, Polarized, Prescription: Upload later",
      ]),
    );
    expect(rows.every((r) => /^NDR-\d+$/.test(r.orderNumber ?? ""))).toBe(true);
  });
});

describe("an order line held only by its ids", () => {
  const line = {
    productId: PRODUCT_IDS.primary,
    itemType: "primary",
    colorId: 2,
    primaryLensTypeId: 5,
    prescriptionLensTypeId: null,
    sockSizeId: null,
    details: {},
  };

  it("is named from the catalogue when one is given, and reads as nothing without it", () => {
    const byId = {
      colors: new Map([[2, { name: "Celeste" }]]),
      primaryLensTypes: new Map([[5, { name: "Polarized" }]]),
    } as never;
    expect(lineDescription(line, byId)).toBe("Celeste, Polarized");
    expect(lineDescription(line)).toBe("");
  });

  it("keeps the names stored when the line was bought over the catalogue's current ones", () => {
    const byId = { colors: new Map([[2, { name: "Renamed" }]]) } as never;
    const stored = { ...line, details: { colorName: "Celeste", lensTypeName: "Polarized" } };
    expect(lineDescription(stored, byId)).toBe("Celeste, Polarized");
  });

  it("names a spare lens kept in the primary lens column by the spare lens table", () => {
    const byId = {
      spareLensTypes: new Map([[3, { name: "Rose Gold" }]]),
      primaryLensTypes: new Map([[3, { name: "Wrong table" }]]),
    } as never;
    const spare = {
      ...line,
      productId: PRODUCT_IDS.spare,
      itemType: "spare",
      colorId: null,
      primaryLensTypeId: 3,
    };
    expect(lineDescription(spare, byId)).toBe("Rose Gold");
  });
});
