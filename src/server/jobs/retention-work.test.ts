import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labJobs, prescriptionQueries, qcChecks } from "#server/db/schema/index.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { placePrescription, sendPrescription } from "#server/modules/privacy/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { applyRetention } from "./retention.ts";

const DAY = 86_400_000;
const NOW = new Date("2031-03-01T12:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe.each(dbKinds())("retention of the prescription work on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("takes an order's readings, questions and lab files with its prescription at the end of its period", async () => {
    const db = t.ctx.db;
    const old = await insertTestOrder(db, { paidAt: ago(800), createdAt: ago(800), updatedAt: ago(800) });
    const recent = await insertTestOrder(db, { paidAt: ago(100), createdAt: ago(100) });
    for (const [orderId, days] of [
      [old, 800],
      [recent, 100],
    ] as const) {
      const rx = await sendPrescription(t.app, db);
      await placePrescription(db, rx.id, ago(days), orderId);
      const [job] = await db
        .insert(labJobs)
        .values({ orderId, jobNumber: `JOB-${orderId}`, provider: "sandbox", sentBy: "admin" })
        .returning();
      await db.insert(qcChecks).values({
        orderId,
        labJobId: job?.id ?? 0,
        readings: "sealed",
        keyId: "k1",
        pass: true,
        checkedBy: "admin",
      });
      await db.insert(prescriptionQueries).values({ orderId, message: "Which axis?", askedBy: "admin" });
      mkdirSync(join(t.dataDir, "lab"), { recursive: true });
      writeFileSync(join(t.dataDir, "lab", `JOB-${orderId}.oma`), "SPH=-1.00;-1.00");
    }

    expect((await applyRetention(t.ctx, NOW))?.prescriptions).toBe(1);

    const orderIds = [old, recent];
    expect(
      (await db.select().from(qcChecks).where(inArray(qcChecks.orderId, orderIds))).map((r) => r.orderId),
    ).toEqual([recent]);
    expect(
      (await db.select().from(prescriptionQueries).where(inArray(prescriptionQueries.orderId, orderIds))).map(
        (r) => r.orderId,
      ),
    ).toEqual([recent]);
    expect(existsSync(join(t.dataDir, "lab", `JOB-${old}.oma`))).toBe(false);
    expect(existsSync(join(t.dataDir, "lab", `JOB-${recent}.oma`))).toBe(true);
  });
});
