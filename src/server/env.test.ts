import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";
import { OTHER_PRESCRIPTION_KEY, TEST_PRESCRIPTION_KEY } from "./test/test-keys.ts";

describe("loadConfig", () => {
  it("takes the browser-test clock flag only with NODE_ENV=test", () => {
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK: "1" }).TEST_CLOCK).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).TEST_CLOCK).toBe(false);
    for (const NODE_ENV of ["production", "development"]) {
      const env = { NODE_ENV, TEST_CLOCK: "1", ALLOW_SANDBOX_PAYMENTS: "1" };
      expect(() => loadConfig(env)).toThrow(/TEST_CLOCK: is for the browser-test server only/);
    }
  });

  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PAYMENT_PROVIDER).toBe("sandbox");
    expect(config.SHIPPING_PROVIDER).toBe("sandbox");
    expect(config.LAB_PROVIDER).toBe("sandbox");
    expect(config.LAB_SANDBOX_DELAY_MS).toBe(5000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "http://x" }, "REDIS_URL"],
    [{ PAYMENT_PROVIDER: "paypal" }, "PAYMENT_PROVIDER"],
    [{ PAYMENT_PROVIDER: "stripe" }, "STRIPE_SECRET_KEY"],
    [{ SHIPPING_PROVIDER: "clickanddrop" }, "CLICK_AND_DROP_API_KEY"],
    [{ LAB_PROVIDER: "email" }, "LAB_EMAIL"],
    [{ LAB_PROVIDER: "email", NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "1" }, "LAB_EMAIL"],
    [{ LAB_PROVIDER: "email", LAB_EMAIL: "the lab" }, "LAB_EMAIL"],
    [{ LAB_PROVIDER: "post" }, "LAB_PROVIDER"],
    [{ LAB_SANDBOX_DELAY_MS: "-1" }, "LAB_SANDBOX_DELAY_MS"],
    [{ SMTP_URL: "mailto:x" }, "SMTP_URL"],
    [{ GA_MEASUREMENT_ID: "UA-1" }, "GA_MEASUREMENT_ID"],
    [{ SHOP_COMPANY_EMAIL: "hello" }, "SHOP_COMPANY_EMAIL"],
    [{ SHOP_COMPANY_PHONE: "call us" }, "SHOP_COMPANY_PHONE"],
    [{ SHOP_COMPANY_PHONE: "12" }, "SHOP_COMPANY_PHONE"],
    [{ SHOP_COMPANY_NUMBER: "123" }, "SHOP_COMPANY_NUMBER"],
    [{ SHOP_COMPANY_VAT_NUMBER: "123456789" }, "SHOP_COMPANY_VAT_NUMBER"],
    [{ SHOP_COMPANY_NAME: "" }, "SHOP_COMPANY_NAME"],
    [{ VIDEO_PRESCRIPTION_PRO: "https://cdn.example.com/a.mp4" }, "VIDEO_PRESCRIPTION_PRO"],
    [{ VIDEO_LENS_INSTALLATION: "/videos/../secret.mp4" }, "VIDEO_LENS_INSTALLATION"],
    [{ ADMIN_USERNAME: "boss" }, "ADMIN_PASSWORD"],
    [{ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ NODE_ENV: "production" }, "PAYMENT_PROVIDER"],
    [{ STRIPE_SECRET_KEY: "pk_live_123" }, "STRIPE_SECRET_KEY"],
    [{ STRIPE_PUBLISHABLE_KEY: "sk_live_123" }, "STRIPE_PUBLISHABLE_KEY"],
    [{ STRIPE_WEBHOOK_SECRET: "secret" }, "STRIPE_WEBHOOK_SECRET"],
    [{ MAIL_FROM: "not an address" }, "MAIL_FROM"],
    [{ METRICS_TOKEN: "too-short" }, "METRICS_TOKEN"],
    [{ METRICS_TOKEN: `${"x".repeat(32)} spaces` }, "METRICS_TOKEN"],
    [{ JOBS_INTERVAL_MS: "5" }, "JOBS_INTERVAL_MS"],
    [{ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "1" }, "PRESCRIPTION_KEY"],
    [{ PRESCRIPTION_KEY: Buffer.alloc(16).toString("base64") }, "PRESCRIPTION_KEY"],
    [{ PRESCRIPTION_KEY: Buffer.alloc(32).toString("hex") }, "PRESCRIPTION_KEY"],
    [{ PRESCRIPTION_KEYS_PREVIOUS: `${TEST_PRESCRIPTION_KEY},c2hvcnQ=` }, "PRESCRIPTION_KEYS_PREVIOUS"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it("wants the link-signing secrets in production with REDIS_URL, so every instance checks the others' links", () => {
    const several = {
      NODE_ENV: "production",
      ALLOW_SANDBOX_PAYMENTS: "1",
      REDIS_URL: "redis://127.0.0.1:6379",
      PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY,
    };
    const secrets = {
      FILE_LINK_SECRET: "f".repeat(32),
      ORDER_LINK_SECRET: "o".repeat(32),
      UNSUBSCRIBE_SECRET: "u".repeat(32),
    };
    for (const key of Object.keys(secrets)) {
      expect(() => loadConfig({ ...several, ...secrets, [key]: "" })).toThrow(
        new RegExp(`${key}: is required`),
      );
    }
    expect(loadConfig({ ...several, ...secrets }).FILE_LINK_SECRET).toBe(secrets.FILE_LINK_SECRET);
    // One process in development, or production without Redis, may keep making its own.
    expect(() => loadConfig({ REDIS_URL: several.REDIS_URL })).not.toThrow();
  });

  it("lets the sandbox run in production only when allowed", () => {
    const production = {
      NODE_ENV: "production",
      ALLOW_SANDBOX_PAYMENTS: "1",
      PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY,
    };
    expect(loadConfig(production).PAYMENT_PROVIDER).toBe("sandbox");
  });

  it("wants PRESCRIPTION_KEY in production, 32 bytes of base64, and never repeats it", () => {
    const production = { NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "1" };
    expect(() => loadConfig(production)).toThrow(/PRESCRIPTION_KEY: is required in production/);
    const short = Buffer.from("thirty-one bytes of key material").subarray(0, 31).toString("base64");
    expect(() => loadConfig({ ...production, PRESCRIPTION_KEY: short })).toThrow(
      /PRESCRIPTION_KEY: must be 32 bytes in base64/,
    );
    expect(() => loadConfig({ ...production, PRESCRIPTION_KEY: short })).not.toThrow(short);
    const config = loadConfig({
      ...production,
      PRESCRIPTION_KEY: ` ${TEST_PRESCRIPTION_KEY} `,
      PRESCRIPTION_KEYS_PREVIOUS: `${OTHER_PRESCRIPTION_KEY}, ${TEST_PRESCRIPTION_KEY}`,
    });
    expect(config.PRESCRIPTION_KEY).toBe(TEST_PRESCRIPTION_KEY);
    expect(config.PRESCRIPTION_KEYS_PREVIOUS).toEqual([OTHER_PRESCRIPTION_KEY, TEST_PRESCRIPTION_KEY]);
    // Outside production it may be unset (a development key is made in DATA_DIR), but never wrong.
    expect(loadConfig({}).PRESCRIPTION_KEY).toBeUndefined();
  });

  it("accepts Stripe keys of the right kinds and mail senders with or without a name", () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "rk_live_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      MAIL_FROM: "orders@example.com",
    });
    expect(config.STRIPE_SECRET_KEY).toBe("rk_live_abc");
    expect(loadConfig({ MAIL_FROM: "Shop <orders@example.com>" }).MAIL_FROM).toBe(
      "Shop <orders@example.com>",
    );
  });

  it("treats blank optional values as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " " });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("gives example business details by default and reads SHOP_COMPANY_*", () => {
    const defaults = loadConfig({});
    expect(defaults.SHOP_COMPANY_EMAIL).toMatch(/@example\.com$/);
    expect(defaults.SHOP_COMPANY_PHONE).toContain("example");
    expect(defaults.SHOP_COMPANY_ADDRESS).toContain("example");
    const set = loadConfig({
      SHOP_COMPANY_NAME: " Ace Optics Ltd ",
      SHOP_COMPANY_PHONE: "+44 113 496 0000",
      SHOP_COMPANY_EMAIL: "shop@ace.example",
    });
    expect(set.SHOP_COMPANY_NAME).toBe("Ace Optics Ltd");
    expect(set.SHOP_COMPANY_PHONE).toBe("+44 113 496 0000");
    expect(set.SHOP_COMPANY_EMAIL).toBe("shop@ace.example");
  });

  it("still reads the older COMPANY_* names, the new name winning", () => {
    const config = loadConfig({ COMPANY_NUMBER: "01234567", COMPANY_NAME: "Old", SHOP_COMPANY_NAME: "New" });
    expect(config.SHOP_COMPANY_NUMBER).toBe("01234567");
    expect(config.SHOP_COMPANY_NAME).toBe("New");
  });
});
