import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { CUSTOMER_MESSAGES } from "#shared/schemas/customer-fields.ts";
import { CUSTOMER, checkout, createIntent, PRIMARY, secretOf } from "./test-checkout.ts";

describe.each(dbKinds())("the checkout's delivery details on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const orderByPi = async (pi: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, pi)))[0];

  it("refuses a delivery country that ships differently from the priced one", async () => {
    const { res } = await createIntent(t.app, {
      items: [PRIMARY],
      country: "GB",
      customer: { ...CUSTOMER, country: "France" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("does not match the country");
  });

  it("attaches the shipping form to the pending order, refusing a country that changes shipping", async () => {
    const c = await checkout(t.app, { customer: undefined });
    expect((await orderByPi(c.paymentIntentId))?.customerEmail).toBe("");
    const url = `/api/checkout/${c.paymentIntentId}/customer`;
    const headers = secretOf(c);
    const ok = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { ...CUSTOMER, email: "Grace@Example.com" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await orderByPi(c.paymentIntentId))?.customerEmail).toBe("grace@example.com");
    const abroad = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { ...CUSTOMER, country: "FR" },
    });
    expect(abroad.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { ...CUSTOMER, postcode: "1" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Postcode is too short");
    // A UK delivery needs the whole postcode: the server says which problem, as the form does.
    const partial = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { ...CUSTOMER, postcode: "SW1A" },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().issues).toEqual([
      { path: "postcode", message: CUSTOMER_MESSAGES.postcodeIncomplete },
    ]);
    const notUk = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { ...CUSTOMER, postcode: "12345" },
    });
    expect(notUk.json().issues).toEqual([{ path: "postcode", message: CUSTOMER_MESSAGES.postcodeNotUk }]);
    const tidy = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { ...CUSTOMER, postcode: "sw1a1aa" },
    });
    expect(tidy.statusCode, tidy.body).toBe(200);
    expect((await orderByPi(c.paymentIntentId))?.customerPostcode).toBe("SW1A 1AA");
  });
});
