import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCode, createIntent, PRIMARY } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { REFUSAL_MIN_MS } from "./validate.ts";

const DAY = 24 * 60 * 60 * 1000;
/** The default of DISCOUNT_CODE_RATE_LIMIT (the test app raises it for every other suite). */
const LIMIT = 30;

describe.each(dbKinds())("discount code checks against guessing on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DISCOUNT_CODE_RATE_LIMIT: String(LIMIT) });
    await addCode(t.ctx, {
      code: "OLD10",
      validFrom: new Date(Date.now() - 30 * DAY),
      validUntil: new Date(Date.now() - DAY),
      maxUses: 100,
    });
  });
  afterAll(() => t.close());

  const validate = (code: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/validate-discount-code",
      payload: { code, amount: 40 },
      remoteAddress,
    });

  it(`answers ${LIMIT} checks from one address in 10 minutes, then 429`, async () => {
    const address = "192.0.2.61";
    for (let i = 0; i < LIMIT; i++) {
      expect((await validate("DEMO10", address)).statusCode).toBe(200);
    }
    const refused = await validate("DEMO10", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    expect((await validate("DEMO10", "192.0.2.62")).statusCode).toBe(200);
  });

  it("refuses an unknown and an expired code no sooner than the same minimum time", async () => {
    const timed = async (code: string, address: string) => {
      const started = performance.now();
      const res = await validate(code, address);
      return { status: res.statusCode, valid: res.json().valid, ms: performance.now() - started };
    };
    const unknown = await timed("DEMO11", "192.0.2.63");
    const expired = await timed("OLD10", "192.0.2.63");
    expect([unknown.status, unknown.valid, expired.status, expired.valid]).toEqual([404, false, 400, false]);
    expect(unknown.ms).toBeGreaterThanOrEqual(REFUSAL_MIN_MS - 5);
    expect(expired.ms).toBeGreaterThanOrEqual(REFUSAL_MIN_MS - 5);
  });

  it("checkouts with a code share the limit; checkouts without one are not held back", async () => {
    const address = "192.0.2.64";
    const start = (discountCode?: string) =>
      createIntent(
        t.app,
        { items: [PRIMARY], customer: {}, ...(discountCode ? { discountCode } : {}) },
        address,
      );
    for (let i = 0; i < LIMIT; i++) expect((await start(`GUESS${i}`)).res.statusCode).toBe(404);
    const refused = await start("GUESS99");
    expect(refused.res.statusCode).toBe(429);
    expect(refused.res.json().message).toMatch(
      /^Too many checkouts with a discount code from your connection/,
    );
    expect((await start()).res.statusCode).toBe(200);
  });
});
