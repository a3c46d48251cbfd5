import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { CUSTOMER, checkout, createIntent, PRIMARY, secretOf } from "./test-checkout.ts";

const PI = "pi_hostile0000000000000000";
const deep = (n: number): unknown => (n === 0 ? "x" : { a: deep(n - 1) });

const BODIES: Array<[string, string | undefined]> = [
  ["not json", "{nope"],
  ["empty object", "{}"],
  ["array", "[1,2,3]"],
  ["string", '"hello"'],
  ["null", "null"],
  ["number", "42"],
  ["prototype pollution", '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ["nested", JSON.stringify(deep(200))],
  [
    "big strings",
    JSON.stringify({ code: "x".repeat(100_000), email: "a".repeat(10_000), items: "y".repeat(50_000) }),
  ],
  [
    "nul bytes",
    JSON.stringify({ code: "DEMO\u000010", email: "a\u0000@b.com", stripePaymentIntentId: "pi_\u0000" }),
  ],
  [
    "wrong types",
    JSON.stringify({
      items: { productId: 1 },
      country: 5,
      code: [],
      status: {},
      clientSecret: 1,
      stripePaymentIntentId: 7,
    }),
  ],
  [
    "sql text",
    JSON.stringify({
      code: "' OR 1=1; --",
      email: "x@y.z'; DROP TABLE orders; --",
      stripePaymentIntentId: PI,
    }),
  ],
];

const ROUTES: Array<[string, string]> = [
  ["POST", "/api/create-payment-intent"],
  ["POST", "/api/prescription-pro/orders"],
  ["POST", "/api/validate-discount-code"],
  ["POST", "/api/basket/price"],
  ["POST", "/api/orders"],
  ["POST", "/api/orders/update-status"],
  ["POST", "/api/orders/1/items"],
  ["POST", "/api/africa-r3d/orders"],
  ["POST", "/api/africa-r3d/orders/1/update-status"],
  ["POST", "/api/abandoned-carts"],
  ["PATCH", `/api/checkout/${PI}/customer`],
  ["POST", `/api/sandbox/payment-intents/${PI}/confirm`],
  ["POST", `/api/sandbox/payment-intents/${PI}/authenticate`],
  ["POST", "/api/webhooks/stripe"],
];

const BAD_PATHS = [
  "/api/payment-intent/..%2F..%2Fetc",
  "/api/payment-intent/pi_",
  `/api/payment-intent/${"pi_".padEnd(300, "a")}`,
  "/api/orders/by-payment-intent/%00",
  "/api/orders/-1/items",
  "/api/orders/99999999999999/items",
  "/api/orders/1e3/items",
  "/api/africa-r3d/orders/by-payment-intent/'%20OR%201=1",
];

describe.each(dbKinds())("hostile input on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(ROUTES)("%s %s answers every hostile body with a 4xx JSON message", async (method, url) => {
    for (const [name, payload] of BODIES) {
      const res = await t.app.inject({
        method: method as "POST",
        url,
        payload,
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(typeof res.json().message, name).toBe("string");
    }
  });

  it("answers other content types and oversized bodies with 4xx", async () => {
    for (const [, url] of ROUTES.slice(0, 4)) {
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
      ]) {
        const res = await t.app.inject({
          method: "POST",
          url,
          payload: "a=1",
          headers: { "content-type": type },
        });
        expect([400, 415]).toContain(res.statusCode);
      }
      const big = await t.app.inject({
        method: "POST",
        url,
        payload: JSON.stringify({ pad: "x".repeat(300 * 1024) }),
        headers: { "content-type": "application/json" },
      });
      expect(big.statusCode).toBe(413);
    }
  });

  it("refuses a delivery country outside the shop's list on every checkout call, naming the list", async () => {
    const c = await checkout(t.app);
    const calls = [
      () => createIntent(t.app, { items: [PRIMARY], country: "Atlantis" }).then(({ res }) => res),
      () => createIntent(t.app, { items: [PRIMARY], customer: { country: "PL" } }).then(({ res }) => res),
      () =>
        t.app.inject({
          method: "PATCH",
          url: `/api/checkout/${c.paymentIntentId}/customer`,
          headers: secretOf(c),
          payload: { ...CUSTOMER, country: "XX" },
        }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(
        /country: We do not deliver to this country: choose one of GB, IE, /,
      );
    }
  });

  it.each(BAD_PATHS)("GET %s is a 4xx", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("a client secret of another payment, or garbage, never confirms", async () => {
    const c = await checkout(t.app);
    for (const clientSecret of [
      "",
      `${c.paymentIntentId}_secret_`,
      "x".repeat(200),
      c.clientSecret.toUpperCase(),
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/sandbox/payment-intents/${c.paymentIntentId}/confirm`,
        payload: {
          clientSecret,
          cardNumber: "4242424242424242",
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 2,
          cvc: "123",
        },
      });
      expect(res.statusCode).toBe(400);
    }
    const intent = await t.app.inject({
      method: "GET",
      url: `/api/payment-intent/${c.paymentIntentId}`,
      headers: secretOf(c),
    });
    expect(intent.json().status).toBe("requires_payment_method");
  });
});
