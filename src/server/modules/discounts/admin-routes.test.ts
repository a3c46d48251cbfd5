import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { discountCodes } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DiscountCode, DISCOUNT_MESSAGES as M } from "#shared/schemas/discount-codes.ts";

const VALID = {
  code: "SUMMER25",
  description: "Summer sale",
  discountType: "percentage",
  discountValue: 25,
  minimumPurchase: 0,
  maxUses: null,
  validFrom: "2025-06-01",
  validUntil: "2025-08-31",
  active: true,
};

describe.each(dbKinds())("admin discount codes on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const create = (overrides: object) => call("POST", "/api/discount-codes", { ...VALID, ...overrides });

  it("creates a code and lists it with decimal strings and UK calendar days", async () => {
    const res = await create({});
    expect(res.statusCode).toBe(201);
    const code = DiscountCode.parse(res.json());
    expect(code).toMatchObject({
      code: "SUMMER25",
      discountType: "percentage",
      discountValue: "25.00",
      minimumPurchase: "0.00",
      maxUses: null,
      currentUses: 0,
      active: true,
      // British Summer Time: a UK day starts at 23:00 UTC the evening before.
      validFrom: "2025-05-31T23:00:00.000Z",
      validUntil: "2025-08-31T22:59:59.999Z",
    });
    const list = z.array(DiscountCode).parse((await call("GET", "/api/discount-codes")).json());
    expect(list.map((c) => c.code)).toContain("SUMMER25");
  });

  it("stores a fixed discount given in pounds as pence", async () => {
    const res = await create({
      code: "FIVER",
      discountType: "fixed",
      discountValue: "5.50",
      minimumPurchase: 20,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ discountValue: "5.50", minimumPurchase: "20.00" });
    const [row] = await t.ctx.db.select().from(discountCodes).where(eq(discountCodes.code, "FIVER"));
    expect(row).toMatchObject({ discountValue: 550, minimumPurchasePence: 2000 });
  });

  it.each([
    [{ code: "summer25" }, 409, 'A discount code "summer25" already exists'],
    [{ code: "  " }, 400, M.codeRequired],
    [{ code: "NO SPACES" }, 400, M.codeChars],
    [{ description: "" }, 400, M.descriptionRequired],
    [{ code: "P0", discountValue: 0 }, 400, M.percentage],
    [{ code: "P101", discountValue: 101 }, 400, M.percentage],
    [{ code: "PHALF", discountValue: 12.5 }, 400, M.percentage],
    [{ code: "F0", discountType: "fixed", discountValue: "0.00" }, 400, M.fixedPositive],
    [{ code: "FNEG", discountType: "fixed", discountValue: -5 }, 400, M.fixedPositive],
    [{ code: "FBAD", discountType: "fixed", discountValue: "5.555" }, 400, M.fixedFormat],
    [{ code: "MIN", minimumPurchase: -1 }, 400, M.minimumPurchase],
    [{ code: "USES0", maxUses: 0 }, 400, M.maxUses],
    [{ code: "USES1", maxUses: 1.5 }, 400, M.maxUses],
    [{ code: "DATE1", validFrom: "yesterday" }, 400, M.validFrom],
    [{ code: "DATE2", validFrom: "2025-02-30" }, 400, M.validFrom],
    [{ code: "DATE3", validUntil: "2025-05-01" }, 400, M.validOrder],
    [{ code: "DATE4", validUntil: "soon" }, 400, M.validUntil],
  ])("refuses %j with %i: %s", async (overrides, status, message) => {
    const res = await create(overrides);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it("accepts a single-day code, unlimited uses and no expiry", async () => {
    expect(
      (await create({ code: "ONEDAY", validFrom: "2025-01-10", validUntil: "2025-01-10" })).statusCode,
    ).toBe(201);
    const open = await create({ code: "FOREVER", maxUses: "", validUntil: "" });
    expect(open.statusCode).toBe(201);
    expect(open.json()).toMatchObject({ maxUses: null, validUntil: null });
  });

  it("edits only the given fields and checks the result", async () => {
    const id = (await create({ code: "EDITME" })).json().id;
    const res = await call("PATCH", `/api/discount-codes/${id}`, { active: false, maxUses: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: "EDITME", active: false, maxUses: 10, discountValue: "25.00" });
    const clash = await call("PATCH", `/api/discount-codes/${id}`, { code: "Summer25" });
    expect(clash.statusCode).toBe(409);
    const bad = await call("PATCH", `/api/discount-codes/${id}`, {
      discountType: "fixed",
      discountValue: "0",
    });
    expect(bad.json().message).toBe(M.fixedPositive);
    expect((await call("PATCH", "/api/discount-codes/999999", { active: true })).statusCode).toBe(404);

    await t.ctx.db.update(discountCodes).set({ currentUses: 3 }).where(eq(discountCodes.id, id));
    const below = await call("PATCH", `/api/discount-codes/${id}`, { maxUses: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe("Max uses cannot be below the 3 uses already made");
  });

  it("deletes an unused code but keeps one that orders used", async () => {
    const unused = (await create({ code: "UNUSED" })).json().id;
    const del = await call("DELETE", `/api/discount-codes/${unused}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await call("DELETE", `/api/discount-codes/${unused}`)).statusCode).toBe(404);

    const used = (await create({ code: "USED" })).json().id;
    await insertTestOrder(t.ctx.db, { discountCodeId: used, discountCode: "USED", discountPence: 100 });
    const refused = await call("DELETE", `/api/discount-codes/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/used by orders.*Untick Active/);
    expect((await call("PATCH", `/api/discount-codes/${used}`, { active: false })).statusCode).toBe(200);
  });
});
