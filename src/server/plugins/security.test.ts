import { describe, expect, it } from "vitest";
import { loadConfig } from "../env.ts";
import { cspDirectives } from "./security.ts";

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
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
  });
});
