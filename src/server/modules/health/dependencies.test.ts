import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentServer } from "#server/test/faults/silent-server.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";

/** Each service the shop calls over the network, configured at an address that accepts and never answers. */
const SILENT = [
  { name: "smtp", env: (url: string) => ({ SMTP_URL: url.replace("http:", "smtp:") }) },
  {
    name: "carrier",
    env: (url: string) => ({
      SHIPPING_PROVIDER: "clickanddrop",
      CLICK_AND_DROP_API_KEY: "test-key",
      CLICK_AND_DROP_BASE_URL: url,
    }),
  },
  {
    name: "storage",
    env: (url: string) => ({
      S3_BUCKET: "shop-test",
      S3_ENDPOINT: url,
      S3_REGION: "eu-west-2",
      S3_ACCESS_KEY_ID: "test-access-key",
      S3_SECRET_ACCESS_KEY: "test-secret-key",
    }),
  },
] as const;

describe.each(SILENT)("a $name server that accepts connections and never answers", ({ name, env }) => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let t: TestApp;
  beforeAll(async () => {
    silent = await silentServer();
    t = await createTestApp("pglite", env(`http://127.0.0.1:${silent.port}`));
  });
  afterAll(async () => {
    await t?.close();
    await silent.close();
  });

  // The start does not wait for it at all: its check runs beside it, and readiness waits for it with a bound.
  it(`readiness names ${name} as degraded, and the shop still answers`, async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "degraded", degraded: [name] });
    expect((await t.app.inject({ method: "GET", url: "/api/products/1" })).statusCode).toBe(200);
  });
});
