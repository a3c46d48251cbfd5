import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const VALID = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Fit question",
  message: "Do the Primary+ frames fit a small face?\nThanks!",
};

describe.each(dbKinds())("POST /api/contact-messages on %s", (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.2.0.${++ip}`) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: payload as string,
      headers,
      remoteAddress,
    });
  const rowOf = async (id: number) => {
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row;
  };

  it("stores a message as unread with the default source", async () => {
    const res = await post({ ...VALID, email: "  grace@example.com " });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(await rowOf(id)).toMatchObject({ ...VALID, source: "support", status: "unread" });
  });

  it("keeps the given source", async () => {
    const res = await post({ ...VALID, source: "faq" });
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json().id))?.source).toBe("faq");
  });

  it("ignores a status sent by the browser", async () => {
    const res = await post({ ...VALID, status: "replied", id: 1 });
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json().id))?.status).toBe("unread");
  });

  it("names every missing field", async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "name", message: "Name is required" },
      { path: "email", message: "Invalid email address" },
      { path: "subject", message: "Subject is required" },
      { path: "message", message: "Message is required" },
    ]);
  });

  it.each([
    ["name", "   ", "Name is required"],
    ["email", "grace@", "Invalid email address"],
    ["subject", "s".repeat(201), "Subject must be at most 200 characters"],
    ["message", "m".repeat(5001), "Message must be at most 5000 characters"],
    ["name", "Grace\r\nBcc: x@example.com", "Name contains characters that are not allowed"],
    ["message", "nul\u0000byte", "Message contains characters that are not allowed"],
    ["source", "<script>", "Source may contain only letters, digits, - and _"],
    ["name", 42, "Name is required"],
  ])("refuses %s (case %#) with a clear message", async (field, value, message) => {
    const before = await t.ctx.db.$count(contactMessages);
    const res = await post({ ...VALID, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect(await t.ctx.db.$count(contactMessages)).toBe(before);
  });

  it.each([
    ["broken JSON", "{", { "content-type": "application/json" }, 400],
    ["a JSON array", "[]", { "content-type": "application/json" }, 400],
    ["JSON null", "null", { "content-type": "application/json" }, 400],
    ["a form post", "name=x", { "content-type": "application/x-www-form-urlencoded" }, 415],
    ["multipart", "--x--", { "content-type": "multipart/form-data; boundary=x" }, 415],
    ["a huge body", JSON.stringify({ ...VALID, message: "x".repeat(300_000) }), {}, 413],
  ] as const)("answers %s with a 4xx JSON error", async (_label, payload, headers, status) => {
    const res = await post(payload, { "content-type": "application/json", ...headers });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("rate-limits one client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({}, {}, "10.2.9.9")).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
