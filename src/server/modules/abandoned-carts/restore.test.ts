import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts, orders } from "#server/db/schema/index.ts";
import { buy, CUSTOMER, checkout } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { RESTORE_MESSAGES, restoreToken } from "./restore-token.ts";
import { saveCart } from "./test-carts.ts";

const DAY = 86_400_000;
let shoppers = 0;
const shopperEmail = () => `restore-${++shoppers}-${Date.now()}@example.com`;
const LINE = { productId: 1, quantity: 1, colorId: 1, lensTypeId: 1 };

describe.each(dbKinds())("restoring a reminded basket on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const cartOf = async (email: string) => {
    const [row] = await t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, email));
    if (!row) throw new Error(`no cart for ${email}`);
    return row;
  };
  const restore = (token: string) =>
    t.app.inject({ method: "GET", url: `/api/basket-restore?t=${encodeURIComponent(token)}` });

  it("answers the basket's lines for its signed link", async () => {
    const email = shopperEmail();
    await saveCart(t.app, email, { lines: [LINE, { productId: 4, quantity: 3, sockSizeId: 2 }] });
    const res = await restore(restoreToken(t.ctx.config, (await cartOf(email)).id, Date.now()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lines: [LINE, { productId: 4, quantity: 3, sockSizeId: 2 }] });
  });

  it("refuses a forged, expired or bought basket's link with a clear message, changing nothing", async () => {
    const email = shopperEmail();
    await saveCart(t.app, email);
    const cart = await cartOf(email);
    const good = restoreToken(t.ctx.config, cart.id, Date.now());

    const forged = `${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`;
    for (const token of [
      forged,
      "",
      "b1.1.1.x",
      restoreToken(t.ctx.config, cart.id + 1000, Date.now()).replace(/^b1/, "v1"),
    ]) {
      const res = await restore(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(RESTORE_MESSAGES.invalid);
    }
    const expired = await restore(restoreToken(t.ctx.config, cart.id, Date.now() - 15 * DAY));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(RESTORE_MESSAGES.expired);
    const gone = await restore(restoreToken(t.ctx.config, 2_000_000_000, Date.now()));
    expect(gone.statusCode).toBe(410);

    await t.ctx.db.update(abandonedCarts).set({ recovered: true }).where(eq(abandonedCarts.id, cart.id));
    const bought = await restore(good);
    expect(bought.statusCode).toBe(409);
    expect(bought.json().message).toBe(RESTORE_MESSAGES.recovered);
    expect((await cartOf(email)).updatedAt).toEqual(cart.updatedAt);
  });

  it("refuses malformed or oversized lines with a 400, storing nothing", async () => {
    const email = shopperEmail();
    const post = (lines: unknown) =>
      t.app.inject({
        method: "POST",
        url: "/api/abandoned-carts",
        headers: { "x-cart-token": "browser-malformed-token-01" },
        payload: { email, cartData: { items: [] }, reminderConsent: true, lines },
      });
    for (const lines of [[], [{ productId: "one", quantity: 1 }], [{ ...LINE, quantity: 0 }], "x"]) {
      expect((await post(lines)).statusCode).toBe(400);
    }
    expect((await post(Array.from({ length: 51 }, () => LINE))).statusCode).toBe(400);
    const rows = await t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, email));
    expect(rows).toEqual([]);
  });

  it("marks the basket recovered, with its order, when the order its link restored is paid; once", async () => {
    const email = shopperEmail();
    await saveCart(t.app, email);
    const cart = await cartOf(email);
    const token = restoreToken(t.ctx.config, cart.id, Date.now());

    // A checkout started from the link but never paid counts for nothing.
    const unpaid = await checkout(t.app, { customer: { ...CUSTOMER, email }, basketRestore: token });
    expect((await cartOf(email)).recoveredAt).toBeNull();
    const [pending] = await t.ctx.db.select().from(orders).where(eq(orders.id, unpaid.orderId));
    expect(pending?.restoredCartId).toBe(cart.id);

    const { order } = await buy(t.app, { customer: { ...CUSTOMER, email }, basketRestore: token });
    const recovered = await cartOf(email);
    expect(recovered).toMatchObject({ recovered: true, recoveredOrderId: order.id });
    expect(recovered.recoveredAt).toBeInstanceOf(Date);
    expect((await restore(token)).statusCode).toBe(409);

    // Another order carrying the same link later does not count it again.
    const again = await buy(t.app, {
      customer: { ...CUSTOMER, email: shopperEmail() },
      basketRestore: token,
    });
    expect(await cartOf(email)).toMatchObject({
      recoveredOrderId: order.id,
      recoveredAt: recovered.recoveredAt,
    });
    // The order that won it back says so itself, so a basket saved afresh later cannot take that away.
    const flags = await t.ctx.db
      .select({ id: orders.id, won: orders.basketRecovered })
      .from(orders)
      .where(eq(orders.restoredCartId, cart.id));
    expect(flags.filter((f) => f.won).map((f) => f.id)).toEqual([order.id]);
    expect(flags.find((f) => f.id === again.order.id)?.won).toBe(false);
  });

  it("ignores a forged link at the checkout: the order goes through, no basket counts as recovered", async () => {
    const email = shopperEmail();
    await saveCart(t.app, email);
    const { order } = await buy(t.app, {
      customer: { ...CUSTOMER, email: shopperEmail() },
      basketRestore: "b1.1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.restoredCartId).toBeNull();
    expect((await cartOf(email)).recoveredAt).toBeNull();
  });
});
