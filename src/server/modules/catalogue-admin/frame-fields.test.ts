import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

describe.each(dbKinds())("a frame's wrap limit and box size in the catalogue on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    const [frame] = await t.ctx.db.select().from(products).where(eq(products.requiresPrescription, true));
    id = frame?.id ?? 0;
  });
  afterAll(() => t.close());

  const patch = (payload: object) =>
    t.app.inject({ method: "PATCH", url: `/api/admin/catalogue/products/${id}`, headers: auth, payload });
  const row = async () => (await t.ctx.db.select().from(products).where(eq(products.id, id)))[0];

  it("stores the wrap limit in hundredths of a dioptre and the box in mm, shown back as typed", async () => {
    const res = await patch({ wrapLimit: "±6.00", boxWidthMm: "62", boxHeightMm: 38, bridgeMm: "17" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ wrapLimit: "6.00", boxWidthMm: 62, boxHeightMm: 38, bridgeMm: 17 });
    expect(await row()).toMatchObject({ wrapLimit: 600, boxWidthMm: 62, boxHeightMm: 38, bridgeMm: 17 });
    expect((await patch({ wrapLimit: "", bridgeMm: null })).json()).toMatchObject({
      wrapLimit: null,
      bridgeMm: null,
    });
    expect(await row()).toMatchObject({ wrapLimit: null, bridgeMm: null, boxWidthMm: 62 });
  });

  it.each([
    [{ wrapLimit: "6.10" }, "Wrap limit"],
    [{ wrapLimit: "40" }, "Wrap limit"],
    [{ boxWidthMm: "62.5" }, "Lens width (A)"],
    [{ bridgeMm: "90" }, "Bridge (DBL)"],
  ])("refuses %j naming the field", async (payload, label) => {
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(label);
  });

  it("needs an admin", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/catalogue/products/${id}`,
      payload: { wrapLimit: "6" },
    });
    expect(res.statusCode).toBe(401);
  });
});
