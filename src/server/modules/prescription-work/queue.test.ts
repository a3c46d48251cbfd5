import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import type { TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { settingsInputOf } from "#shared/schemas/shop-settings.ts";
import { useWorkApp } from "./test-work.ts";

describe.each(dbKinds())("the prescription work queue on %s", (kind) => {
  const w = useWorkApp(kind);
  const { statusOf, withPrescription } = w;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(() => {
    t = w.app();
    auth = w.auth();
  });

  const saveWaitDays = async (days: number) => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/shop-settings",
      headers: auth,
      payload: settingsInputOf({ ...DEFAULT_SHOP_SETTINGS, prescriptionWaitDays: days }),
    });
    expect(res.statusCode).toBe(200);
  };

  it("the work queue lists by stage, oldest first, and is the admin's only", async () => {
    const a = await withPrescription();
    const b = await withPrescription();
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/prescription-queue?stage=awaiting_verification&pageSize=100",
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().rows as { orderId: number }[]).map((r) => r.orderId);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(res.json().counts.awaiting_verification).toBeGreaterThanOrEqual(2);
    expect(res.json().rows.every((r: { stage: string }) => r.stage === "awaiting_verification")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/prescription-queue" })).statusCode).toBe(
      401,
    );
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/prescription-queue?stage=shipped",
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/stage must be one of/);
    for (const url of [
      "/api/admin/prescription-work/abc/verify",
      "/api/admin/prescription-work/99999999/verify",
    ]) {
      const r = await t.app.inject({ method: "POST", url, headers: auth });
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    expect(
      (await t.app.inject({ method: "POST", url: `/api/admin/prescription-work/${a}/verify` })).statusCode,
    ).toBe(401);
    expect(await statusOf(a)).toBe("awaiting_verification");
  });

  it("counts a new order at once, though the counts are kept between requests", async () => {
    const count = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/prescription-queue?stage=awaiting_verification",
          headers: auth,
        })
      ).json().counts.awaiting_verification as number;
    const before = await count();
    expect(await count()).toBe(before);
    await withPrescription();
    expect(await count()).toBe(before + 1);
  });

  it("counts an order waiting on the shop past the setting as late", async () => {
    const id = await withPrescription();
    await t.ctx.db
      .update(orders)
      .set({ statusSince: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(orders.id, id));
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/prescription-queue?stage=awaiting_verification&pageSize=100",
      headers: auth,
    });
    const row = (res.json().rows as { orderId: number; late: boolean; workingDaysWaiting: number }[]).find(
      (r) => r.orderId === id,
    );
    expect(row?.late).toBe(true);
    expect(row?.workingDaysWaiting).toBeGreaterThan(15);
    expect(res.json().lateCount).toBeGreaterThanOrEqual(1);
    expect(res.json().waitDays).toBe(3);
    // The owner allows more days: the order is no longer late.
    await saveWaitDays(30);
    const relaxed = await t.app.inject({
      method: "GET",
      url: "/api/admin/prescription-queue?stage=awaiting_verification&pageSize=100",
      headers: auth,
    });
    expect(relaxed.json().waitDays).toBe(30);
    expect(
      (relaxed.json().rows as { orderId: number; late: boolean }[]).find((r) => r.orderId === id)?.late,
    ).toBe(false);
    await saveWaitDays(3);
  });
});
