import { describe, expect, it } from "vitest";
import { createTestApp } from "#server/test/test-app.ts";
import { createIntent, PRIMARY } from "./test-checkout.ts";

describe("checkout rate limit", () => {
  it("one address may start at most CHECKOUT_RATE_LIMIT checkouts a minute, then gets a 429 with a message", async () => {
    const t = await createTestApp("pglite", { CHECKOUT_RATE_LIMIT: "3" });
    try {
      const codes: number[] = [];
      const address = "10.250.0.1";
      for (let i = 0; i < 4; i++)
        codes.push((await createIntent(t.app, { items: [PRIMARY] }, address)).res.statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await createIntent(t.app, { items: [PRIMARY] }, address);
      expect(refused.res.json().message).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });
});
