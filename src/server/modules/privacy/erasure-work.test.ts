import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  labJobs,
  prescriptionQueries,
  prescriptionValueChanges,
  qcChecks,
  returnPhotos,
  returns,
} from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { PNG_1PX } from "#server/modules/prescriptions/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { EMAIL, type SeededSubject, seedSubject } from "./test-subject.ts";

/**
 * Erasure reaches what the prescription work and the returns hold about the person, beside the
 * prescriptions themselves: readings, questions, corrected fields, the lab's copies of the job, return
 * photos and descriptions. Another shopper's records stay.
 */
describe.each(dbKinds())("erasure of the prescription work and the returns on %s", (kind) => {
  let t: TestApp;
  let seeded: SeededSubject;
  const JOB = "NDR-ERASE-1";
  const OTHER_JOB = "NDR-KEEP-1";
  let photoKey: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seeded = await seedSubject(t, kind);
    const db = t.ctx.db;
    const [job, otherJob] = await db
      .insert(labJobs)
      .values([
        { orderId: seeded.paidOrder, jobNumber: JOB, provider: "sandbox", sentBy: "admin" },
        { orderId: seeded.otherOrder, jobNumber: OTHER_JOB, provider: "sandbox", sentBy: "admin" },
      ])
      .returning();
    const lab = join(t.dataDir, "lab");
    mkdirSync(lab, { recursive: true });
    for (const name of [`${JOB}.oma`, `${JOB}.pdf`, `${JOB}.oma.sealed`, `${OTHER_JOB}.oma`]) {
      writeFileSync(join(lab, name), "SPH=-1.25;-1.00");
    }
    await db.insert(qcChecks).values([
      {
        orderId: seeded.paidOrder,
        labJobId: job?.id ?? 0,
        readings: "sealed",
        keyId: "k1",
        pass: true,
        checkedBy: "admin",
      },
      {
        orderId: seeded.otherOrder,
        labJobId: otherJob?.id ?? 0,
        readings: "sealed",
        keyId: "k1",
        pass: true,
        checkedBy: "admin",
      },
    ]);
    await db.insert(prescriptionQueries).values([
      { orderId: seeded.paidOrder, message: "Is the left sphere -1.25?", askedBy: "admin" },
      { orderId: seeded.otherOrder, message: "Please send a clearer copy", askedBy: "admin" },
    ]);
    await db.insert(prescriptionValueChanges).values([
      { prescriptionId: seeded.rxLinked.id, admin: "admin", changedFields: ["sphere"] },
      { prescriptionId: seeded.rxOther.id, admin: "admin", changedFields: ["axis"] },
    ]);
    photoKey = await t.ctx.storage.put(PNG_1PX, "image/png");
    const [mine] = await db
      .insert(returns)
      .values({ orderId: seeded.paidOrder, reason: "faulty", description: "The left arm snapped, Ada" })
      .returning();
    await db.insert(returnPhotos).values({
      returnId: mine?.id ?? 0,
      storageKey: photoKey,
      contentType: "image/png",
      sizeBytes: PNG_1PX.length,
    });
    await db
      .insert(returns)
      .values({ orderId: seeded.otherOrder, reason: "faulty", description: "Scratched" });
  });
  afterAll(() => t.close());

  it("deletes the person's readings, questions, corrections, lab files and return photos, and keeps the others'", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/privacy/erase",
      payload: { email: EMAIL },
      headers: bearer(await adminToken(t.ctx)),
    });
    expect(res.statusCode).toBe(200);
    const db = t.ctx.db;
    const orderIds = [seeded.paidOrder, seeded.otherOrder];
    expect(
      (await db.select().from(qcChecks).where(inArray(qcChecks.orderId, orderIds))).map((r) => r.orderId),
    ).toEqual([seeded.otherOrder]);
    expect(
      (await db.select().from(prescriptionQueries).where(inArray(prescriptionQueries.orderId, orderIds))).map(
        (r) => r.orderId,
      ),
    ).toEqual([seeded.otherOrder]);
    expect(
      (await db.select().from(prescriptionValueChanges))
        .map((r) => r.prescriptionId)
        .filter((id) => [seeded.rxLinked.id, seeded.rxOther.id].includes(id)),
    ).toEqual([seeded.rxOther.id]);
    const lab = join(t.dataDir, "lab");
    expect([`${JOB}.oma`, `${JOB}.pdf`, `${JOB}.oma.sealed`].filter((f) => existsSync(join(lab, f)))).toEqual(
      [],
    );
    expect(existsSync(join(lab, `${OTHER_JOB}.oma`))).toBe(true);
    // The job rows stay: numbers and dates, no values.
    expect(await db.select().from(labJobs).where(eq(labJobs.jobNumber, JOB))).toHaveLength(1);
    expect(await db.select().from(returnPhotos)).toHaveLength(0);
    expect(await t.ctx.storage.get(photoKey)).toBeNull();
    const left = await db.select().from(returns).where(inArray(returns.orderId, orderIds));
    expect(left.map((r) => [r.orderId, r.description]).sort()).toEqual(
      [
        [seeded.paidOrder, ""],
        [seeded.otherOrder, "Scratched"],
      ].sort(),
    );
  });
});
