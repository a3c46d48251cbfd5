import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
/** Two bytes a level, so deep nesting still fits under the cart's body limit. */
const deepList = (depth: number) => `{"a":${"[".repeat(depth)}${"]".repeat(depth)}}`;
const body = (cartData: string) => `{"email":"deep@example.com","cartData":${cartData}}`;

/** Carts the database cannot store were answered 500. */
describe.each(dbKinds())("abandoned carts with unstorable cart data on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (payload: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/abandoned-carts",
      headers: { "content-type": "application/json" },
      payload,
    });

  it.each([
    ["a lone surrogate in a value", body('{"firstName":"\\ud800"}'), "not allowed"],
    ["a lone surrogate in a key", body('{"\\udc00":"x"}'), "not allowed"],
    ["a NUL in a value", body('{"items":[{"name":"a\\u0000b"}]}'), "not allowed"],
    ["5,000-deep nesting", body(deepList(5_000)), "nested"],
    ["null", body("null"), "JSON object"],
    ["an array", body("[1,2]"), "JSON object"],
  ])("refuses %s with 400 and a message", async (_what, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cartData/);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(
      await t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, "deep@example.com")),
    ).toEqual([]);
  });

  it("refuses a body past the cart's limit (40,000-deep nesting) with 413 before reading it", async () => {
    const res = await post(body(deep(40_000)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The request body is too large");
  });

  it("still stores a cart with ordinary unicode, ten levels deep", async () => {
    const res = await post(body(`{"firstName":"Zoë 😀","nest":${deep(9)}}`));
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(abandonedCarts)
      .where(eq(abandonedCarts.email, "deep@example.com"));
    expect(row?.cartData).toMatchObject({ firstName: "Zoë 😀" });
  });
});
