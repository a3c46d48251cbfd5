import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentServer } from "#server/test/faults/silent-server.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";

describe("a mail server that accepts connections and never answers", () => {
  let smtp: Awaited<ReturnType<typeof silentServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await silentServer();
    t = await createTestApp("pglite", { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });

  // The start does not wait for the mail server at all: its check runs beside it.
  it("readiness names SMTP as degraded within a second", async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "degraded", degraded: ["smtp"] });
  });
});
