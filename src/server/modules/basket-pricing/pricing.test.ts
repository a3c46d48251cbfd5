import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AFRICA, createIntent, PRIMARY, SOCKS } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { priceLines, quote } from "./service.ts";

describe.each(dbKinds())("basket pricing on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const price = async (items: unknown[], country = "GB") =>
    t.app.inject({ method: "POST", url: "/api/basket/price", payload: { items, country } });

  it.each([
    ["Primary+ with the Polarized lens", { productId: 1, quantity: 1, colorId: 3, lensTypeId: 5 }, "75.00"],
    [
      "Prescription with the Photochromic lens",
      { productId: 2, quantity: 1, colorId: 2, lensTypeId: 15 },
      "160.00",
    ],
    ["Prescription with no lens choice", { productId: 2, quantity: 1 }, "120.00"],
    ["Replacement lenses with Ultimate Transitions", { productId: 3, quantity: 2, lensTypeId: 6 }, "200.00"],
    ["5 pairs of socks", { productId: 4, quantity: 5, sockSizeId: 1 }, "20.00"],
    ["3 pairs of socks", SOCKS, "10.00"],
    ["nose pads", { productId: 5, quantity: 2 }, "30.00"],
    [
      "Africa R3D varifocal with Drivewear",
      {
        ...AFRICA,
        quantity: 2,
        africaR3DDetails: { ...AFRICA.africaR3DDetails, visionTypeId: 2, lensTypeId: 5 },
      },
      "450.00",
    ],
  ])("%s", async (_name, line, subtotal) => {
    const res = await price([line]);
    expect(res.statusCode).toBe(200);
    expect(res.json().amounts.subtotal).toBe(subtotal);
  });

  it("prices shipping by the checkouts' country list and refuses a country outside it", async () => {
    expect((await price([SOCKS], "NO")).json().amounts).toMatchObject({ shipping: "10.00", total: "20.00" });
    expect((await price([SOCKS], "United Kingdom")).json().amounts.shipping).toBe("0.00");
    const res = await price([SOCKS], "Atlantis");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/country: We do not deliver to this country/);
  });

  it("uses the shared rules for the totals", async () => {
    const snapshot = await t.ctx.catalogue.snapshot();
    const q = quote(
      priceLines(snapshot, [PRIMARY, SOCKS]),
      "France",
      {
        discountType: "fixed",
        discountValue: 500,
      },
      snapshot.settings,
    );
    expect(q.totals).toEqual({
      subtotal: 12_000,
      discount: 500,
      shipping: 1000,
      total: 12_500,
      charge: 12_500,
    });
    expect(q.orderType).toBe("multi");
    expect(quote(priceLines(snapshot, [SOCKS]), "GB", null, snapshot.settings).orderType).toBe("socks");
  });

  it.each([0, -1, 1.5, 1e9, 100, "2", null])("refuses quantity %j with 400", async (quantity) => {
    const { res } = await createIntent(t.app, { items: [{ ...PRIMARY, quantity }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/quantity/i);
  });

  it.each([
    [{ ...PRIMARY, productId: 99 }, "Basket line 1: Product 99 does not exist"],
    [{ ...PRIMARY, colorId: 99 }, "Basket line 1: Colour 99 does not exist"],
    [{ ...PRIMARY, lensTypeId: 12 }, "Basket line 1: Lens type 12 does not exist"],
    [
      { productId: 1, quantity: 1, lensTypeId: 1 },
      "Basket line 1: Primary+ Sports Sunglasses needs a colour",
    ],
    [
      { productId: 1, quantity: 1, colorId: 1 },
      "Basket line 1: Primary+ Sports Sunglasses needs a lens type",
    ],
    [{ ...PRIMARY, sockSizeId: 1 }, "Basket line 1: Primary+ Sports Sunglasses takes no sock size"],
    [{ productId: 2, quantity: 1, lensTypeId: 1 }, "Basket line 1: Lens type 1 does not exist"],
    [
      { productId: 3, quantity: 1, lensTypeId: 1, colorId: 1 },
      "Basket line 1: Replacement Lenses takes no colour",
    ],
    [{ productId: 4, quantity: 1 }, "Basket line 1: Sports Socks needs a size"],
    [{ productId: 4, quantity: 1, sockSizeId: 9 }, "Basket line 1: Sock size 9 does not exist"],
    [{ productId: 5, quantity: 1, colorId: 1 }, "Basket line 1: Spare Nose Pads takes no colour"],
    [
      { productId: 6, quantity: 1 },
      "Basket line 1: Africa R3D needs its frame, colour, vision type and lens type",
    ],
    [{ ...AFRICA, quantity: 6 }, "Basket line 1: At most 5 of Africa R3D"],
    [
      { ...AFRICA, africaR3DDetails: { ...AFRICA.africaR3DDetails, frameId: 9 } },
      "Basket line 1: Africa R3D frame 9 does not exist",
    ],
    [
      { ...AFRICA, africaR3DDetails: { ...AFRICA.africaR3DDetails, lensTypeId: 9 } },
      "Basket line 1: Africa R3D lens type 9 does not exist",
    ],
    [{ productId: 7, quantity: 1 }, "Basket line 1: Prescription Pro cannot be ordered from the basket"],
  ])("refuses %j", async (line, message) => {
    const { res } = await createIntent(t.app, { items: [line] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("names the failing line", async () => {
    const { res } = await createIntent(t.app, { items: [PRIMARY, SOCKS, { productId: 42, quantity: 1 }] });
    expect(res.json().message).toBe("Basket line 3: Product 42 does not exist");
  });

  it("refuses unknown ids of the wrong shape and too many lines", async () => {
    for (const productId of [-1, 0, 1.5, "1", 2 ** 31, null]) {
      expect((await createIntent(t.app, { items: [{ ...PRIMARY, productId }] })).res.statusCode).toBe(400);
    }
    expect((await createIntent(t.app, { items: Array(51).fill(PRIMARY) })).res.statusCode).toBe(400);
    expect(
      (
        await price([
          { productId: 1, quantity: 1, colorId: 1, lensTypeId: 1, africaR3DDetails: { frameId: 1 } },
        ])
      ).statusCode,
    ).toBe(400);
  });
});
