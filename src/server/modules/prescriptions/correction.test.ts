import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { RULE_MESSAGES } from "#shared/prescription/rules.ts";
import { findPrescription, listValueChanges } from "./repo.ts";
import { eyeTestDaysAgo } from "./test-files.ts";
import { sendPrescription } from "./test-links.ts";
import { insertLegacyPrescription, storedRow } from "./test-sealing.ts";
import { prescriptionValuesOf } from "./values.ts";

describe.each(dbKinds())("PUT /api/admin/prescriptions/:id/values on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    const res = await sendPrescription(t.app, {});
    id = res.json().id;
  });
  afterAll(() => t.close());

  const put = (prescriptionId: number, payload: unknown, headers = auth) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/prescriptions/${prescriptionId}/values`,
      payload: payload as object,
      headers,
    });
  const valuesOf = async (prescriptionId: number) => {
    const row = await findPrescription(t.ctx.db, t.ctx.prescriptionKeys, prescriptionId);
    if (!row) throw new Error("gone");
    return prescriptionValuesOf(row);
  };

  it("needs an admin session", async () => {
    const res = await put(id, { odAdd: "+2.00" }, {});
    expect(res.statusCode).toBe(401);
    expect((await valuesOf(id)).odAdd).toBeUndefined();
  });

  it.each([
    [{ eyeTestDate: eyeTestDaysAgo(3 * 366) }, "eyeTestDate", RULE_MESSAGES.eyeTestDateTooOld],
    [{ eyeTestDate: "next week" }, "eyeTestDate", RULE_MESSAGES.eyeTestDateFormat],
    [{ osDistanceAxis: "30" }, "osDistanceAxis", /needs a cylinder/],
    [{ odPrismHorizontal: "2", odPrismHorizontalBase: "down" }, "odPrismHorizontalBase", /must be in or out/],
    [{ odFittingHeight: "50" }, "odFittingHeight", /^Fitting height/],
    [{ pupillaryDistance: "" }, "pupillaryDistance", "Pupillary distance is required"],
    [{ odDistanceSphere: "-9.00" }, "odDistanceSphere", /^Sphere \(right eye/],
  ])("refuses %j naming %s, changing nothing", async (change, field, message) => {
    const before = await valuesOf(id);
    const res = await put(id, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`${field}: `);
    expect(res.json().issues[0].message).toMatch(message);
    expect(await valuesOf(id)).toEqual(before);
    expect(await listValueChanges(t.ctx.db, id)).toEqual([]);
  });

  it("refuses unknown fields and a missing prescription", async () => {
    expect((await put(id, { fileKey: "x" })).statusCode).toBe(400);
    expect((await put(999_999, { odAdd: "+2.00" })).statusCode).toBe(404);
  });

  it("re-seals the corrected values and records who changed which fields, never the values", async () => {
    const res = await put(id, {
      odAdd: "+2.25",
      osAdd: "+2.25",
      osPrismVertical: "0.50",
      osPrismVerticalBase: "up",
      prescriber: "Dr Iris Optom",
      pupillaryDistance: "63",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      changedFields: ["odAdd", "osAdd", "osPrismVertical", "osPrismVerticalBase", "prescriber"],
    });
    expect(await valuesOf(id)).toMatchObject({
      odAdd: "+2.25",
      osPrismVerticalBase: "up",
      prescriber: "Dr Iris Optom",
    });
    const stored = await storedRow(t, id);
    expect(stored.extendedValues).not.toContain("Iris");
    const changes = await listValueChanges(t.ctx.db, id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      admin: expect.any(String),
      changedFields: ["odAdd", "osAdd", "osPrismVertical", "osPrismVerticalBase", "prescriber"],
    });
    expect(JSON.stringify(changes)).not.toContain("2.25");

    const list = await t.app.inject({ method: "GET", url: "/api/prescriptions", headers: auth });
    const shown = (list.json() as { id: number; values: object; has_prism: boolean }[]).find(
      (p) => p.id === id,
    );
    expect(shown).toMatchObject({ values: { odAdd: "+2.25", prescriber: "Dr Iris Optom" }, has_prism: true });

    // The same values again change nothing and record nothing.
    expect((await put(id, { odAdd: "+2.25" })).json()).toEqual({ changedFields: [] });
    expect(await listValueChanges(t.ctx.db, id)).toHaveLength(1);
  });

  it("completes a prescription stored before encryption and before the eye-test date was asked", async () => {
    const legacy = await insertLegacyPrescription(t);
    expect((await valuesOf(legacy)).eyeTestDate).toBeUndefined();
    const res = await put(legacy, {
      eyeTestDate: eyeTestDaysAgo(10),
      osDistanceAxis: "",
      odDistanceCylinder: "DS",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changedFields).toEqual(["odDistanceCylinder", "osDistanceAxis", "eyeTestDate"]);
    const row = await storedRow(t, legacy);
    expect(row.keyId).toBe(t.ctx.prescriptionKeys.currentId);
    expect(await valuesOf(legacy)).toMatchObject({ odDistanceSphere: "-1.75", pupillaryDistance: "61" });
  });
});
