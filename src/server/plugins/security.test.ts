import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../env.ts";
import { EARLY_INPUT_CSP_SOURCE } from "../lib/early-input-script.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { dbKinds } from "../test/test-db.ts";
import { apiHeaders, cspDirectives } from "./security.ts";

const STRIPE_ENV = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};
const hosts = (env: Record<string, string>) => JSON.stringify(cspDirectives(loadConfig(env)));

describe("the content security policy", () => {
  it("names Stripe only with Stripe configured, and Google only with a Google id", () => {
    const stripeOnly = hosts(STRIPE_ENV);
    expect(stripeOnly).toContain("https://js.stripe.com");
    expect(stripeOnly).not.toMatch(/google|doubleclick/);

    const googleOnly = hosts({ GA_MEASUREMENT_ID: "G-TEST123" });
    expect(googleOnly).toContain("https://www.googletagmanager.com");
    expect(googleOnly).not.toContain("stripe");

    expect(hosts({ ADS_CONVERSION_ID: "AW-123456" })).toContain("https://googleads.g.doubleclick.net");
    expect(hosts({})).not.toMatch(/stripe|google|doubleclick/);
  });

  it("lets scripts, connections and frames reach only this origin by default", () => {
    const csp = cspDirectives(loadConfig({}));
    expect(csp["script-src"]).toEqual(["'self'", EARLY_INPUT_CSP_SOURCE]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
  });
});

describe.each(dbKinds())("security headers on every answer on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: "https://shop.example.co.uk" });
  });
  afterAll(() => t?.close());

  const MESSAGE = {
    name: "Grace Hopper",
    email: "grace@example.com",
    subject: "Fit",
    message: "Small face?",
  };
  const contact = () =>
    t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: MESSAGE,
      remoteAddress: "10.7.7.7",
    });

  it("gives every JSON answer, success or refusal, the whole API set", async () => {
    const answers = {
      200: await t.app.inject({ method: "GET", url: "/api/colors" }),
      400: await t.app.inject({ method: "POST", url: "/api/contact-messages", payload: {} }),
      401: await t.app.inject({ method: "GET", url: "/api/orders" }),
      404: await t.app.inject({ method: "GET", url: "/api/no-such-thing" }),
      429: await (async () => {
        for (let i = 0; i < 10; i++) expect((await contact()).statusCode).toBe(201);
        return contact();
      })(),
      500: await (async () => {
        const { snapshot, loaded } = t.ctx.catalogue;
        t.ctx.catalogue.snapshot = () => Promise.reject(new Error("boom"));
        t.ctx.catalogue.loaded = () => null;
        try {
          return await t.app.inject({ method: "GET", url: "/api/colors" });
        } finally {
          Object.assign(t.ctx.catalogue, { snapshot, loaded });
        }
      })(),
    };
    const expected = apiHeaders(t.ctx.config);
    expect(expected["strict-transport-security"]).toBeDefined();
    for (const [status, res] of Object.entries(answers)) {
      expect(res.statusCode, `${status}`).toBe(Number(status));
      for (const [name, value] of Object.entries(expected)) {
        expect(res.headers[name], `${name} on ${status}`).toBe(value);
      }
    }
  });

  it("gives pages helmet's headers with the page CSP, a missing page too", async () => {
    for (const [url, status] of [
      ["/", 200],
      ["/no-such-page", 404],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
  });

  it("lets mail clients and other sites load the shop's pictures, the emails' logo first", async () => {
    // This app has no build; the served logo is checked in the browser tests (e2e/http.spec.ts).
    const logo = await t.app.inject({ method: "GET", url: "/images/logo.png" });
    expect(logo.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const api = await t.app.inject({ method: "GET", url: "/api/images/logo.png" });
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});
