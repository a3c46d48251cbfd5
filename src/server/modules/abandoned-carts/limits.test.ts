import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { CART_BODY_LIMIT, CART_LIMITS } from "./routes.ts";

const cart = (email: string, filler = "") => ({
  email,
  cartData: { items: [{ name: "Sports Socks", quantity: 1 }], note: filler },
  totalAmount: "12.00",
});

describe.each(dbKinds())("abandoned cart limits on %s", (kind) => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: "debug" }, { logStream: { write: (line) => log.push(line) } });
  });
  afterAll(() => t.close());

  const save = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/abandoned-carts", payload, remoteAddress });
  const stored = async (email: string) =>
    (await t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, email))).length;

  it(`stores ${CART_LIMITS.perAddress.max} carts from one address in 10 minutes, then answers 429`, async () => {
    const address = "192.0.2.41";
    for (let i = 0; i < CART_LIMITS.perAddress.max; i++) {
      expect((await save(cart(`shopper-${i}@example.com`), address)).statusCode).toBe(200);
    }
    const refused = await save(cart("one-more@example.com"), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    expect(await stored("one-more@example.com")).toBe(0);
    expect((await save(cart("one-more@example.com"), "192.0.2.42")).statusCode).toBe(200);
  });

  it(`takes ${CART_LIMITS.perEmail.max} saves an hour for one email, from any addresses, whatever its case`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CART_LIMITS.perEmail.max; i++) {
      const email = i % 2 ? "Victim@Example.com" : " victim@example.com";
      statuses.push((await save(cart(email, `v${i}`), `198.51.100.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(CART_LIMITS.perEmail.max).fill(200), 429]);
    expect(await stored("victim@example.com")).toBe(1);
    expect((await save(cart("someone-else@example.com"), "198.51.100.99")).statusCode).toBe(200);
    expect(log.join("\n").toLowerCase()).not.toContain("victim");
  });

  it(`refuses a body over ${CART_BODY_LIMIT / 1024} KB with 413 and a message, storing nothing`, async () => {
    const big = await save(cart("big@example.com", "x".repeat(CART_BODY_LIMIT)), "203.0.113.5");
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: "The request body is too large", requestId: expect.any(String) });
    expect(await stored("big@example.com")).toBe(0);
    const fits = await save(cart("big@example.com", "x".repeat(CART_BODY_LIMIT - 1024)), "203.0.113.5");
    expect(fits.statusCode).toBe(200);
    expect(await stored("big@example.com")).toBe(1);
  });
});
