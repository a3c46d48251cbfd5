import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { lapseCheckouts } from "#server/jobs/lapse-checkouts.ts";
import { stockTesting } from "#server/modules/stock/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { settingsInputOf } from "#shared/schemas/shop-settings.ts";
import {
  CUSTOMER,
  checkout,
  completeOrder,
  confirm,
  createIntent,
  secretOf,
  shopperAddress,
} from "./test-checkout.ts";

const SOCKS_XL = (quantity: number) => ({ productId: 4, quantity, sockSizeId: 4 });
const FRAME = (quantity: number) => ({ productId: 1, quantity, colorId: 3, lensTypeId: 1 });
const EMAIL = { email: "hold@example.com" };

/** What one unpaid checkout may hold: nothing without an email, then within the shop's limits. */
describe.each(dbKinds())("stock holds that cannot be hoarded on %s", (kind) => {
  let t: TestApp;
  let h: Awaited<ReturnType<typeof stockTesting>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    h = await stockTesting(t);
  });
  afterAll(() => t.close());
  const stocked = async (socks: number, frames: number) => {
    expect((await h.setStock({ productId: 4, sockSizeId: 4, stock: socks })).statusCode).toBe(200);
    expect((await h.setStock({ productId: 1, colorId: 3, stock: frames })).statusCode).toBe(200);
  };

  it("an anonymous checkout of every unit holds none of them, and real buyers still get theirs", async () => {
    await stocked(40, 25);
    const hoard = await createIntent(t.app, { items: [SOCKS_XL(40), FRAME(25)], customer: {} });
    expect(hoard.res.statusCode).toBe(200);
    expect([await h.levelOf(4, null, 4), await h.levelOf(1, 3)]).toEqual([40, 25]);
    const stock = (await h.storefront()).levels;
    expect(stock).toContainEqual(expect.objectContaining({ productId: 4, sockSizeId: 4, stock: 40 }));
    // A sold-out line is still refused up front, though nothing is held.
    await stocked(0, 25);
    expect((await createIntent(t.app, { items: [SOCKS_XL(1)], customer: {} })).res.statusCode).toBe(409);
    await stocked(40, 25);
    const buyer = await checkout(t.app, { items: [SOCKS_XL(2)] });
    expect(buyer.orderId).toBeGreaterThan(0);
    expect(await h.levelOf(4, null, 4)).toBe(38);
  });

  it("refuses more than 10 of one variant per checkout, naming the limit", async () => {
    await stocked(40, 25);
    const { res } = await createIntent(t.app, { items: [SOCKS_XL(11)], customer: EMAIL });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "One order can hold at most 10 of Sports Socks (XL) while it is being paid. Please lower the quantity in your basket.",
    );
    expect(await h.levelOf(4, null, 4)).toBe(40);
  });

  it("one address holds at most 20 units at a time; another address is not held back", async () => {
    await stocked(40, 25);
    const address = shopperAddress();
    const hold = (items: unknown[], from = address) => createIntent(t.app, { items, customer: EMAIL }, from);
    expect((await hold([SOCKS_XL(10)])).res.statusCode).toBe(200);
    expect((await hold([FRAME(10)])).res.statusCode).toBe(200);
    const third = await hold([SOCKS_XL(1)]);
    expect(third.res.statusCode).toBe(409);
    expect(third.res.json().message).toMatch(
      /^Unpaid checkouts from your connection already hold 20 items, and one connection can hold at most 20 at a time/,
    );
    expect((await hold([SOCKS_XL(1)], shopperAddress())).res.statusCode).toBe(200);
    expect([await h.levelOf(4, null, 4), await h.levelOf(1, 3)]).toEqual([29, 15]);
  });

  it("concurrent checkouts from one address are counted one after another", async () => {
    await stocked(100, 25);
    const address = shopperAddress();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        createIntent(t.app, { items: [SOCKS_XL(5)], customer: EMAIL }, address),
      ),
    );
    expect(results.filter((r) => r.res.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.res.statusCode === 409)).toHaveLength(2);
    expect(await h.levelOf(4, null, 4)).toBe(80);
  });

  it("a checkout takes its units when its email arrives, and is refused there if they went meanwhile", async () => {
    await stocked(3, 25);
    const first = (await createIntent(t.app, { items: [SOCKS_XL(2)] })).body;
    const second = (await createIntent(t.app, { items: [SOCKS_XL(2)] })).body;
    expect(await h.levelOf(4, null, 4)).toBe(3);
    const attach = (c: typeof first) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/checkout/${c.paymentIntentId}/customer`,
        headers: secretOf(c),
        payload: CUSTOMER,
      });
    expect((await attach(first)).statusCode).toBe(200);
    expect(await h.levelOf(4, null, 4)).toBe(1);
    const refused = await attach(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Sorry, only 1 of Sports Socks (XL) left. Please lower the quantity in your basket.",
    );
    // Attaching again takes nothing twice.
    expect((await attach(first)).statusCode).toBe(200);
    expect(await h.levelOf(4, null, 4)).toBe(1);
  });

  it("a checkout paid without ever giving an email takes what is there when it completes", async () => {
    await stocked(5, 25);
    const c = (await createIntent(t.app, { items: [SOCKS_XL(2)] })).body;
    await confirm(t.app, c);
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    expect(await h.levelOf(4, null, 4)).toBe(3);
    expect((await h.reservationsOf(c.orderId)).map((r) => r.status)).toEqual(["held"]);
  });

  it("the hold window is a setting (15 minutes by default) and the admin may change it within limits", async () => {
    await stocked(40, 25);
    const c = await checkout(t.app, { items: [SOCKS_XL(2)] });
    await lapseCheckouts(t.ctx, new Date(Date.now() + 14 * 60_000));
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, c.orderId)))[0]?.status).toBe("pending");
    await lapseCheckouts(t.ctx, new Date(Date.now() + 16 * 60_000));
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, c.orderId)))[0]?.status).toBe("lapsed");
    expect((await h.reservationsOf(c.orderId)).map((r) => r.status)).toEqual(["returned"]);

    const save = (change: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/shop-settings",
        headers: h.auth,
        payload: { ...settingsInputOf(DEFAULT_SHOP_SETTINGS), ...change },
      });
    const tooShort = await save({ holdMinutes: 4 });
    expect(tooShort.statusCode).toBe(400);
    expect(JSON.stringify(tooShort.json())).toContain("from 5 to 120");
    expect((await save({ holdMinutes: 30, holdUnitsPerLine: 3 })).statusCode).toBe(200);
    const settings = (await t.app.inject({ method: "GET", url: "/api/shop-settings" })).json();
    expect(settings.holds).toEqual({ minutes: 30, unitsPerLine: 3, unitsPerAddress: 20 });
    expect((await createIntent(t.app, { items: [SOCKS_XL(4)], customer: EMAIL })).res.statusCode).toBe(409);
    expect((await save({})).statusCode).toBe(200);
  });
});
