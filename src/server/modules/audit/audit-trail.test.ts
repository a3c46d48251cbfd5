import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, auditLog } from "#server/db/schema/index.ts";
import { adminToken, bearer, TEST_ADMIN } from "#server/modules/admin-auth/testing.ts";
import { buy } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { settingsInputOf } from "#shared/schemas/shop-settings.ts";

const CLIENT = "203.0.113.7";
const POLARIZED = 5;

/** Real admin actions through the API, each read back as exactly one row of the trail. */
describe.each(dbKinds())("the audit trail records each admin action once on %s", (kind) => {
  let t: TestApp;
  let adminId: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    // One trusted proxy in front, so the address recorded is the one it forwarded.
    t = await createTestApp(kind, { TRUST_PROXY: "1" });
    headers = { ...bearer(await adminToken(t.ctx)), "x-forwarded-for": CLIENT };
    const [me] = await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.username, TEST_ADMIN.username));
    adminId = me?.id ?? 0;
  });
  afterAll(() => t?.close());

  const call = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  /** The rows written while `run` ran. */
  async function rowsOf(run: () => Promise<unknown>) {
    const [last] = await t.ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    await run();
    return t.ctx.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} > ${last?.id ?? 0}`)
      .orderBy(auditLog.id);
  }

  async function oneRow(run: () => Promise<{ statusCode: number; body: string }>) {
    const rows = await rowsOf(async () => {
      const res = await run();
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ actorId: adminId, actorName: TEST_ADMIN.username, ip: CLIENT });
    return row;
  }

  it("an order's status, with the status before and after", async () => {
    const { order } = await buy(t.app);
    const row = await oneRow(() =>
      call("PATCH", "/api/orders/update-status-by-id", { orderId: order.id, status: "processing" }),
    );
    expect(row).toMatchObject({
      action: "order.status",
      entity: "order",
      entityId: String(order.id),
      before: { status: "paid" },
      after: { status: "processing" },
    });
  });

  it("a refund, with the refunded total before and after and no free text", async () => {
    const { order } = await buy(t.app);
    const row = await oneRow(() =>
      call("POST", `/api/admin/orders/${order.id}/refunds`, {
        amountPence: 1000,
        reason: "Lens scratched",
        idempotencyKey: `k${order.id}refund00000000`,
      }),
    );
    expect(row).toMatchObject({
      action: "order.refund",
      entityId: String(order.id),
      before: { refundedPence: 0, refunds: 0 },
      after: { refundedPence: 1000, refunds: 1, amountPence: 1000 },
    });
    expect(JSON.stringify(row)).not.toContain("Lens scratched");
  });

  it("a price, as price.update with the price before and after", async () => {
    const row = await oneRow(() =>
      call("PATCH", `/api/admin/catalogue/primary-lens-types/${POLARIZED}`, { price: "31.00" }),
    );
    expect(row).toMatchObject({
      action: "price.update",
      entity: "catalogue",
      entityId: `primary-lens-types/${POLARIZED}`,
      after: { price: "31.00" },
    });
    expect(row?.before).toHaveProperty("price");
    expect(row?.before).not.toEqual({ price: "31.00" });
  });

  it("a catalogue edit that leaves the price alone is catalogue.update", async () => {
    const row = await oneRow(() =>
      call("PATCH", `/api/admin/catalogue/primary-lens-types/${POLARIZED}`, { description: "Cuts glare" }),
    );
    expect(row).toMatchObject({ action: "catalogue.update", after: { description: "Cuts glare" } });
  });

  it("a stock level, with the level before and after", async () => {
    await call("PUT", "/api/admin/stock", { productId: 1, colorId: 4, stock: 7 });
    const row = await oneRow(() => call("PUT", "/api/admin/stock", { productId: 1, colorId: 4, stock: 3 }));
    expect(row).toMatchObject({
      action: "stock.update",
      entity: "stock",
      before: { stock: 7 },
      after: { stock: 3 },
    });
    expect(row?.entityId).toBeTruthy();
  });

  it("the shop settings, with the fields that changed", async () => {
    const row = await oneRow(() =>
      call("PUT", "/api/admin/shop-settings", {
        ...settingsInputOf(DEFAULT_SHOP_SETTINGS),
        minimumCharge: "0.50",
      }),
    );
    expect(row).toMatchObject({
      action: "settings.update",
      entity: "settings",
      before: { minimumCharge: "0.30" },
      after: { minimumCharge: "0.50" },
    });
  });

  it("a discount code created, changed and deleted", async () => {
    const created = await oneRow(() =>
      call("POST", "/api/discount-codes", {
        code: "AUDIT10",
        description: "For the audit test",
        discountType: "percentage",
        discountValue: 10,
        minimumPurchase: 0,
        maxUses: null,
        validFrom: "2025-06-01",
        validUntil: null,
        active: true,
      }),
    );
    expect(created).toMatchObject({ action: "discount.create", entity: "discount", before: null });
    expect(created?.after).toMatchObject({ code: "AUDIT10", discountValue: "10.00", active: true });
    const id = created?.entityId;
    const changed = await oneRow(() => call("PATCH", `/api/discount-codes/${id}`, { active: false }));
    expect(changed).toMatchObject({
      action: "discount.update",
      entityId: id,
      before: { active: true },
      after: { active: false },
    });
    const deleted = await oneRow(() => call("DELETE", `/api/discount-codes/${id}`));
    expect(deleted).toMatchObject({ action: "discount.delete", entityId: id, before: { code: "AUDIT10" } });
  });

  it("writes nothing for a refused action", async () => {
    const rows = await rowsOf(async () => {
      const res = await call("PATCH", "/api/orders/update-status-by-id", {
        orderId: 999999,
        status: "processing",
      });
      expect(res.statusCode).toBe(404);
    });
    expect(rows).toEqual([]);
  });

  it("refuses UPDATE, DELETE and TRUNCATE of its rows, whoever asks", async () => {
    const [row] = await t.ctx.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    for (const statement of [
      sql`UPDATE audit_log SET actor_name = 'someone else' WHERE id = ${row?.id}`,
      sql`DELETE FROM audit_log WHERE id = ${row?.id}`,
      sql`TRUNCATE audit_log`,
    ]) {
      await expect(t.ctx.db.execute(statement)).rejects.toThrow();
    }
    const [after] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, row?.id ?? 0));
    expect(after).toEqual(row);
  });
});
