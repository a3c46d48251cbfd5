import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

describe("pages and headers with analytics and Stripe configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      GA_MEASUREMENT_ID: "G-TEST123",
      ADS_CONVERSION_ID: "AW-123456",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
  });
  afterAll(() => t.close());

  it("puts the analytics ids in a meta tag and names Stripe and Google in the CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/faq" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta name="shop-config" content="{&quot;gaMeasurementId&quot;:&quot;G-TEST123&quot;',
    );
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("https://js.stripe.com");
    expect(csp).toContain("https://www.googletagmanager.com");
  });

  it("gives the JSON API a static CSP that names no third party", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/colors" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("pages with a video configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { VIDEO_LENS_INSTALLATION: "/videos/fitting.mp4" });
  });
  afterAll(() => t.close());

  it("names only the configured video slot in the config meta", async () => {
    const res = await t.app.inject({ method: "GET", url: "/spare-lenses" });
    expect(res.body).toContain(
      '<meta name="shop-config" content="{&quot;videos&quot;:{&quot;lensInstallation&quot;:&quot;/videos/fitting.mp4&quot;}}" />',
    );
    expect(res.body).not.toContain("prescriptionPro");
  });
});

describe("pages without analytics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("sends no config meta and no third-party hosts in the CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.body).not.toContain("shop-config");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).not.toMatch(/stripe|google/);
  });

  it("escapes nothing it should not and answers unknown pages with 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/<script>" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<script>");
  });
});
