import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const OWNER = "owner-browser-token-000001";
const STRANGER = "stranger-browser-token-0002";
const cart = (email: string, firstName: string, totalAmount: number) => ({
  email,
  cartData: { firstName, totalPrice: totalAmount, items: [{ name: "Primary+", price: 55 }] },
  totalAmount,
  recovered: false,
  recoveryEmailSent: false,
});

describe.each(dbKinds())("an abandoned cart belongs to the browser that saved it on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const save = (payload: object, token?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/abandoned-carts",
      payload,
      headers: token ? { "x-cart-token": token } : {},
    });
  const markRecovered = (email: string, token?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/abandoned-carts/${encodeURIComponent(email)}/mark-recovered`,
      headers: token ? { "x-cart-token": token } : {},
    });
  const cartOf = async (email: string) =>
    (await t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, email)))[0];

  it("another browser, or a save without a token, cannot overwrite it, and is answered the same", async () => {
    const email = "shopper@example.com";
    expect((await save(cart(email, "Ada", 110), OWNER)).json()).toEqual({ ok: true });
    for (const token of [STRANGER, undefined]) {
      const res = await save(cart(email, "Mallory", 1), token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await cartOf(email)).toMatchObject({ totalAmountPence: 11_000, cartData: { firstName: "Ada" } });
    // The owner's browser still updates it.
    await save(cart(email, "Ada", 165), OWNER);
    expect((await cartOf(email))?.totalAmountPence).toBe(16_500);
  });

  it("only the owner's browser marks it recovered", async () => {
    const email = "recover@example.com";
    await save(cart(email, "Bo", 55), OWNER);
    await markRecovered(email, STRANGER);
    await markRecovered(email);
    expect((await cartOf(email))?.recovered).toBe(false);
    expect((await markRecovered(email, OWNER)).json()).toEqual({ ok: true });
    expect((await cartOf(email))?.recovered).toBe(true);
    // A recovered cart (the order was placed) is free for the next browser to save.
    await save(cart(email, "Bo", 20), STRANGER);
    expect(await cartOf(email)).toMatchObject({ totalAmountPence: 2000, recovered: false });
  });

  it("a cart saved without a token (an older page) is bound by the first browser that has one", async () => {
    const email = "legacy@example.com";
    await save(cart(email, "Cy", 55));
    await save(cart(email, "Cy", 75), OWNER);
    await save(cart(email, "Mallory", 1), STRANGER);
    expect((await cartOf(email))?.totalAmountPence).toBe(7500);
  });

  it("refuses a malformed token with 400", async () => {
    const res = await save(cart("bad-token@example.com", "Di", 55), "short");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("X-Cart-Token");
    expect(await cartOf("bad-token@example.com")).toBeUndefined();
  });
});
