import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { PRIMARY } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "../test-app.ts";
import { dbKinds } from "../test-db.ts";

const CART = { email: "big@example.com", cartData: { firstName: "Ada" } };

/** Inputs that answered 500 before their fix (found by review and by the route fuzzer). */
describe.each(dbKinds())("bad input the fuzzer found on %s", (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  it.each(["2147483648", "9999999999"])(
    "refuses prescription file id %s, past the int4 range, with 400",
    async (id) => {
      const res = await t.app.inject({ method: "GET", url: `/api/prescription-file/${id}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/prescription id/);
    },
  );

  it("still answers 404 for the largest id that could exist", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/prescription-file/2147483647",
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ["/api/abandoned-carts", { ...CART, totalAmount: "95161686" }],
    ["/api/abandoned-carts", { ...CART, totalAmount: "99999999.99" }],
    ["/api/validate-discount-code", { code: "DEMO10", amount: "99999999" }],
  ])("refuses an amount in pounds whose pence would not fit the database: %s %j", async (url, payload) => {
    const res = await t.app.inject({ method: "POST", url, payload });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("Invalid amount");
  });

  it("keeps the largest amount the string form allows", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/abandoned-carts",
      payload: { ...CART, totalAmount: "9999999.99" },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(["Thanks\u0000", "Thanks \ud800"])(
    "refuses an admin's contact reply that mail cannot carry (%j) with 400, not 502",
    async (text) => {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: { name: "Ada", email: "ada@example.com", subject: "Lenses", message: "Do they fit?" },
      });
      const id = (created.json() as { id: number }).id;
      const res = await t.app.inject({
        method: "POST",
        url: `/api/contact-messages/${id}/reply`,
        headers: admin,
        payload: { message: text },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not allowed/);
    },
  );

  it.each(["confirm", "authenticate"])(
    "refuses a sandbox %s whose client secret has a NUL with 400",
    async (step) => {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/sandbox/payment-intents/pi_abcdefgh12345678/${step}`,
        payload: {
          clientSecret: "pi_x_secret_\u0000",
          outcome: "complete",
          cardNumber: "4242424242424242",
          expMonth: 12,
          expYear: 2040,
          cvc: "123",
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/client secret/);
    },
  );

  it.each([
    ["/api/validate-discount-code", { code: "DEMO\u000010", amount: 50 }],
    ["/api/create-payment-intent", { items: [PRIMARY], discountCode: "DEMO\u000010" }],
  ])("refuses a discount code with a NUL with 400: %s", async (url, payload) => {
    const res = await t.app.inject({ method: "POST", url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Invalid discount code/);
  });

  it("refuses a sign-in whose username has a NUL with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin\u0000", password: "whatever-it-is" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not allowed/);
  });

  it("refuses an admin's discount code description with a NUL with 400, on create and on edit", async () => {
    const code = { code: "NULCHECK", description: "Ten off", discountType: "percentage", discountValue: 10 };
    const created = await t.app.inject({
      method: "POST",
      url: "/api/discount-codes",
      headers: admin,
      payload: { ...code, validFrom: "2024-01-01" },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    for (const [method, url] of [
      ["POST", "/api/discount-codes"],
      ["PATCH", `/api/discount-codes/${id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: admin,
        payload: { ...code, code: "NULCHECK2", description: "Ten\u0000off", validFrom: "2024-01-01" },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message).toMatch(/not allowed/);
    }
  });
});
