import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withRequestId } from "#server/plugins/errors.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";

/** This process's random prefix, then a counter. */
const OWN_ID = /^[A-Za-z0-9_-]{12}-[0-9a-z]+$/;
const REFUSED_EMAIL = "request.id.check@example.com";
const CONTACT = { name: "Ada", subject: "Hello", message: "A question" };

describe("request ids on error answers and log lines", () => {
  const lines: string[] = [];
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite", { LOG_LEVEL: "debug" }, { logStream: { write: (l) => lines.push(l) } });
    // The database refuses one address, so a valid message with it fails inside the query: a 500.
    await t.ctx.db.execute(
      sql.raw(`alter table contact_messages add constraint rid_refuses check (email <> '${REFUSED_EMAIL}')`),
    );
  });
  afterAll(() => t.close());

  const logged = (from: number) => lines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);

  it.each([
    ["a bad body (400)", { method: "POST", url: "/api/contact-messages", payload: { name: 1 } }, 400],
    ["an admin route without a token (401)", { method: "GET", url: "/api/admin/emails" }, 401],
    ["an unknown API path (404)", { method: "GET", url: "/api/no-such-thing" }, 404],
    ["a missing product (404)", { method: "GET", url: "/api/products/999" }, 404],
    ["malformed JSON (400)", { method: "POST", url: "/api/contact-messages", payload: "{", json: true }, 400],
  ] as const)(
    "%s answers with the id in X-Request-Id and as requestId, beside the message",
    async (_, req, status) => {
      const res = await t.app.inject({
        method: req.method,
        url: req.url,
        ...("payload" in req ? { payload: req.payload } : {}),
        ...("json" in req ? { headers: { "content-type": "application/json" } } : {}),
        remoteAddress: `10.7.0.${++ip}`,
      });
      expect(res.statusCode).toBe(status);
      const id = res.headers["x-request-id"];
      expect(id).toMatch(OWN_ID);
      const body = res.json();
      expect(body.requestId).toBe(id);
      expect(typeof body.message).toBe("string");
    },
  );

  it("a server error logs its failure with the id the shopper is given", async () => {
    const from = lines.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { ...CONTACT, email: REFUSED_EMAIL },
      remoteAddress: `10.7.0.${++ip}`,
    });
    expect(res.statusCode).toBe(500);
    const id = res.json().requestId;
    expect(id).toMatch(OWN_ID);
    expect(res.json()).toEqual({ message: "Internal server error", requestId: id });
    const entries = logged(from);
    expect(entries.find((e) => e.msg === "request failed")?.requestId).toBe(id);
    // At debug every line of the request carries it: received, failed, completed.
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) expect(entry.requestId).toBe(id);
  });

  it("keeps a proxy's short, safe X-Request-Id and replaces anything else", async () => {
    const ask = (given: string) =>
      t.app.inject({ method: "GET", url: "/api/no-such-thing", headers: { "x-request-id": given } });
    const kept = await ask("lb-7f3a9c21.0042");
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a9c21.0042");
    expect(kept.json().requestId).toBe("lb-7f3a9c21.0042");
    for (const bad of [
      "x".repeat(65),
      "has space in it",
      "<script>alert(1)</script>",
      "short",
      "a\u00e9bcdefghi",
    ]) {
      const res = await ask(bad);
      expect(res.headers["x-request-id"]).toMatch(OWN_ID);
      expect(res.json().requestId).toBe(res.headers["x-request-id"]);
    }
  });

  it("leaves successful answers as they were", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/colors" });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.headers["x-request-id"]).toBeUndefined();
  });

  it("adds the id only to JSON object bodies", () => {
    const json = "application/json; charset=utf-8";
    expect(withRequestId('{"message":"No"}', json, "r1")).toBe('{"message":"No","requestId":"r1"}');
    expect(withRequestId("{}", json, "r1")).toBe('{"requestId":"r1"}');
    expect(withRequestId("[1]", json, "r1")).toBe("[1]");
    expect(withRequestId("<p>Not found</p>", "text/html", "r1")).toBe("<p>Not found</p>");
    expect(withRequestId('{"a":1}', "text/plain", "r1")).toBe('{"a":1}');
  });
});
