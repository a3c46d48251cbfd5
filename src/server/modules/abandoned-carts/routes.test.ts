import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const CART = {
  email: "Runner@Example.com ",
  cartData: { firstName: "Ada", totalPrice: 110, items: [{ name: "Primary+", price: 55, options: "Black" }] },
  totalAmount: 110,
  recovered: false,
  recoveryEmailSent: false,
};

describe.each(dbKinds())("abandoned carts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (
    payload: unknown,
    headers: Record<string, string> = { "x-cart-token": "browser-one-token-0001" },
  ) => t.app.inject({ method: "POST", url: "/api/abandoned-carts", payload: payload as object, headers });
  const cartsFor = (email: string) =>
    t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, email));

  it("keeps one cart per lower-cased email, overwritten by each capture from the same browser", async () => {
    expect((await post(CART)).statusCode).toBe(200);
    expect((await post({ ...CART, email: "runner@example.com", totalAmount: "55.50" })).json()).toEqual({
      ok: true,
    });
    const rows = await cartsFor("runner@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.totalAmountPence).toBe(5550);
  });

  it("marks a cart recovered, and answers the same for an unknown address", async () => {
    await post({ ...CART, email: "back@example.com" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/abandoned-carts/Back%40Example.com/mark-recovered",
      headers: { "x-cart-token": "browser-one-token-0001" },
    });
    expect(res.json()).toEqual({ ok: true });
    expect((await cartsFor("back@example.com"))[0]?.recovered).toBe(true);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/abandoned-carts/nobody%40example.com/mark-recovered",
    });
    expect(unknown.json()).toEqual({ ok: true });
    const junk = await t.app.inject({
      method: "POST",
      url: "/api/abandoned-carts/not-an-email/mark-recovered",
    });
    expect(junk.statusCode).toBe(400);
  });

  it.each([
    [{ ...CART, email: "no-at-sign" }],
    [{ ...CART, email: undefined }],
    [{ ...CART, cartData: undefined }],
    [{ ...CART, cartData: { blob: "x".repeat(40_000) } }],
    [{ ...CART, totalAmount: -1 }],
    [{ ...CART, totalAmount: "lots" }],
    [{ ...CART, recovered: "yes" }],
    [[1, 2, 3]],
    ["just a string"],
  ])("refuses junk with 4xx: %#", async (payload) => {
    const res = await post(payload);
    expect([400, 413, 415]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe("string");
  });
});
