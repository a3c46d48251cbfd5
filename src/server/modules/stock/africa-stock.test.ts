import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AFRICA,
  CARDS,
  checkout,
  confirm,
  createIntent,
  secretOf,
} from "#server/modules/checkout/testing.ts";
import { lapseCheckout } from "#server/modules/orders/index.ts";
import { type RefundTestApp, refundTestApp } from "#server/modules/orders/testing.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { StockVariantsResponse } from "#shared/schemas/stock.ts";
import { stockTesting } from "./test-stock.ts";

/** Africa R3D in Africa colour `colorId` (africa_colors: 1 Black, 2 Red, 3 Teal, ... 7 Yellow). */
const africa = (colorId: number, quantity = 1) => ({
  ...AFRICA,
  quantity,
  africaR3DDetails: { ...AFRICA.africaR3DDetails, colorId },
});

describe.each(dbKinds())("Africa R3D stock per Africa colour on %s", (kind) => {
  let r: RefundTestApp;
  let h: Awaited<ReturnType<typeof stockTesting>>;
  beforeAll(async () => {
    r = await refundTestApp(kind);
    h = await stockTesting(r.t);
  });
  afterAll(() => r.close());
  const app = () => r.t.app;

  it("lists a variant per Africa colour for the admin and serves its level to the storefront", async () => {
    const res = await app().inject({ method: "GET", url: "/api/admin/stock", headers: h.auth });
    const variants = StockVariantsResponse.parse(res.json()).variants.filter((v) => v.productId === 6);
    expect(variants.map((v) => [v.africaColorId, v.colorName])).toContainEqual([2, "Red"]);
    expect(variants).toHaveLength(7);
    expect(variants.every((v) => v.colorId === null)).toBe(true);
    const put = await h.setStock({ productId: 6, africaColorId: 3, stock: 4 });
    expect(put.json()).toMatchObject({ productName: "Africa R3D", colorName: "Teal", stock: 4 });
    expect((await h.storefront()).levels).toContainEqual({
      productId: 6,
      colorId: null,
      sockSizeId: null,
      africaColorId: 3,
      stock: 4,
    });
    // An Africa colour id on a product sold in frame colours names no variant, nor an unknown Africa colour.
    expect((await h.setStock({ productId: 1, africaColorId: 3, stock: 1 })).statusCode).toBe(404);
    expect((await h.setStock({ productId: 6, africaColorId: 99, stock: 1 })).statusCode).toBe(404);
  });

  it("refuses a checkout wanting more of a colour than is left, naming it, while other colours sell", async () => {
    await h.setStock({ productId: 6, africaColorId: 2, stock: 1 });
    const { res } = await createIntent(app(), { items: [africa(2, 2)] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Sorry, only 1 of Africa R3D (Red) left. Please lower the quantity in your basket.",
    );
    expect(await h.africaLevelOf(2)).toBe(1);
    await h.setStock({ productId: 6, africaColorId: 2, stock: 0 });
    const out = await createIntent(app(), { items: [africa(2)] });
    expect(out.res.json().message).toMatch(/^Sorry, Africa R3D \(Red\) is out of stock/);
    // Black is not tracked: always sellable, nothing reserved.
    const black = await checkout(app(), { items: [africa(1)] });
    expect(await h.reservationsOf(black.orderId)).toEqual([]);
  });

  it("takes the colour's units with the order and gives them back when the payment fails", async () => {
    await h.setStock({ productId: 6, africaColorId: 4, stock: 3 });
    const c = await checkout(app(), { items: [africa(4, 2)] });
    expect(await h.africaLevelOf(4)).toBe(1);
    expect((await h.reservationsOf(c.orderId)).map((x) => [x.quantity, x.status])).toEqual([[2, "held"]]);
    await confirm(app(), c, CARDS.declined);
    const res = await app().inject({
      method: "POST",
      url: "/api/orders/update-status",
      headers: secretOf(c),
      payload: { stripePaymentIntentId: c.paymentIntentId, status: "failed" },
    });
    expect(res.json()).toMatchObject({ status: "failed" });
    expect(await h.africaLevelOf(4)).toBe(3);
  });

  it("gives the units back when the checkout lapses, and when a paid order is cancelled before shipping", async () => {
    await h.setStock({ productId: 6, africaColorId: 5, stock: 2 });
    const c = await checkout(app(), { items: [africa(5)] });
    expect(await h.africaLevelOf(5)).toBe(1);
    await lapseCheckout(r.t.ctx, c.orderId, null);
    expect(await h.africaLevelOf(5)).toBe(2);
    const id = await r.paidOrder({ items: [africa(5, 2)] });
    expect(await h.africaLevelOf(5)).toBe(0);
    expect((await r.cancel(id)).statusCode).toBe(201);
    expect(await h.africaLevelOf(5)).toBe(2);
  });

  it("gives the units back when a paid, unshipped order is refunded in full", async () => {
    await h.setStock({ productId: 6, africaColorId: 6, stock: 2 });
    const id = await r.paidOrder({ items: [africa(6)] });
    expect(await h.africaLevelOf(6)).toBe(1);
    const charge = (await r.orderRow(id)).totalPence;
    expect((await r.refund(id, { amountPence: charge })).statusCode).toBe(201);
    expect(await h.africaLevelOf(6)).toBe(2);
  });

  it("sets Africa colour levels from the CSV (colour_id is the Africa colour) and refuses unknown ones", async () => {
    const ok = await h.uploadCsv("product_id,colour_id,size_id,stock\n6,7,,9\n1,7,,3\n");
    expect(ok.json()).toEqual({ updated: 2 });
    expect(await h.africaLevelOf(7)).toBe(9);
    expect(await h.levelOf(1, 7)).toBe(3);
    const bad = await h.uploadCsv("product_id,colour_id,size_id,stock\n6,7,,1\n6,99,,2\n6,,,2\n6,7,,4\n");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: "line 3", message: "No sellable variant has these ids (product 6, Africa colour 99)" },
      { path: "line 4", message: "No sellable variant has these ids (product 6)" },
      {
        path: "line 5",
        message: "This variant is already set on an earlier line (product 6, Africa colour 7)",
      },
    ]);
    expect(await h.africaLevelOf(7)).toBe(9);
  });
});
