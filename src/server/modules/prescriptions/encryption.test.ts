import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/env.ts";
import { SealError } from "#server/lib/seal.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { fakeS3 } from "#server/providers/storage/test-fake-s3.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { OTHER_PRESCRIPTION_KEY } from "#server/test/test-keys.ts";
import { AdminPrescription } from "#shared/schemas/admin.ts";
import { SEALED_COLUMNS } from "./sealing.ts";
import { listPrescriptions } from "./service.ts";
import { PNG_1PX, prescriptionForm, VALID_FIELDS } from "./test-files.ts";
import {
  downloadPrescriptionFile,
  insertLegacyPrescription,
  LEGACY_VALUES,
  storedRow,
} from "./test-sealing.ts";

const SECRET = "a-test-secret-that-is-long-enough-to-use";
const PNG = Buffer.concat([PNG_1PX, Buffer.from("trailing bytes that name a patient")]);
const FIELDS = { ...VALID_FIELDS, uploadType: "upload", notes: "Glaucoma in the family" };

/** The plain values the form sent for each sealed column. */
const SENT: Record<string, string> = {
  odDistanceSphere: "-2.25",
  odDistanceCylinder: "-0.50",
  odDistanceAxis: "90",
  osDistanceSphere: "+1.00",
  pupillaryDistance: "63",
  notes: FIELDS.notes,
  extendedValues: JSON.stringify({ eyeTestDate: FIELDS.eyeTestDate, prescriber: FIELDS.prescriber }),
};

const byId = (list: unknown, id: number) =>
  z
    .array(AdminPrescription)
    .parse(list)
    .find((p) => p.id === id);

describe.each(dbKinds())("prescriptions encrypted at rest on %s", (kind) => {
  const s3 = fakeS3();
  let t: TestApp;
  let auth: Record<string, string>;
  let ip = 0;
  beforeAll(async () => {
    await s3.start();
    t = await createTestApp(kind, { FILE_LINK_SECRET: SECRET });
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  const submit = async (app: TestApp) => {
    const res = await app.app.inject({
      method: "POST",
      url: "/api/prescriptions",
      payload: prescriptionForm(FIELDS, { bytes: PNG, name: "rx.png", type: "image/png" }),
      remoteAddress: `10.7.0.${++ip}`,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };

  it("seals the clinical values in their columns under the current key, and keeps contact details plain", async () => {
    const id = await submit(t);
    const row = await storedRow(t, id);
    expect(row.keyId).toBe(t.ctx.prescriptionKeys.currentId);
    expect(row).toMatchObject({
      fullName: VALID_FIELDS.fullName,
      email: VALID_FIELDS.email,
      phone: VALID_FIELDS.phone,
    });
    const stored = SEALED_COLUMNS.map((c) => row[c]).filter((v) => v !== null);
    expect(stored).toHaveLength(Object.keys(SENT).length);
    for (const [column, plain] of Object.entries(SENT)) {
      const value = row[column as keyof typeof row];
      expect(value).toMatch(new RegExp(`^v1\\.${row.keyId}\\.[A-Za-z0-9_-]{40,}$`));
      // A two-character value ("63", "90") turns up in random ciphertext about once in a hundred rows:
      // only a value longer than that says something by its absence.
      if (plain.length > 3) expect(value).not.toContain(plain);
    }
    // Blank values stay null: there is nothing to hide in an empty field.
    expect(row.osDistanceCylinder).toBeNull();

    const list = await t.app.inject({ method: "GET", url: "/api/prescriptions", headers: auth });
    expect(byId(list.json(), id)).toMatchObject({
      od_distance_sphere: "-2.25",
      os_distance_sphere: "+1.00",
      pupillary_distance: "63",
      notes: FIELDS.notes,
      os_distance_cylinder: null,
    });
  });

  it("writes the file sealed to disk and gives the original back through the signed link", async () => {
    const id = await submit(t);
    const row = await storedRow(t, id);
    expect(row.fileSize).toBe(PNG.length);
    const onDisk = readFileSync(join(t.dataDir, "uploads", row.fileKey as string));
    expect(onDisk.equals(PNG)).toBe(false);
    expect(onDisk.includes(Buffer.from("names a patient"))).toBe(false);
    expect(onDisk.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(false);

    const file = await downloadPrescriptionFile(t, auth, id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers["content-length"]).toBe(String(PNG.length));
    expect(file.headers["content-type"]).toBe("image/png");
  });

  it("reads a row written before encryption (key_id null) as it was stored", async () => {
    const id = await insertLegacyPrescription(t, PNG);
    const list = await t.app.inject({ method: "GET", url: "/api/prescriptions", headers: auth });
    expect(byId(list.json(), id)).toMatchObject({
      full_name: LEGACY_VALUES.fullName,
      od_distance_sphere: LEGACY_VALUES.odDistanceSphere,
      os_distance_axis: LEGACY_VALUES.osDistanceAxis,
      pupillary_distance: LEGACY_VALUES.pupillaryDistance,
      notes: LEGACY_VALUES.notes,
    });
    const file = await downloadPrescriptionFile(t, auth, id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it("fails loudly under a wrong key, and the log holds no value", async () => {
    const id = await submit(t);
    const lines: string[] = [];
    const dataDir = join(tmpdir(), "never-made");
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: t.dataDir,
      LOG_LEVEL: "error",
      FILE_LINK_SECRET: SECRET,
      PRESCRIPTION_KEY: OTHER_PRESCRIPTION_KEY,
    });
    const wrong = await buildApp({
      config,
      database: t.database,
      logStream: { write: (line) => lines.push(line) },
      webRoot: join(dataDir, "no-web"),
    });
    try {
      await expect(listPrescriptions(wrong.ctx)).rejects.toBeInstanceOf(SealError);
      const otherAuth = bearer(await adminToken(wrong.ctx));
      const list = await wrong.app.inject({ method: "GET", url: "/api/prescriptions", headers: otherAuth });
      expect(list.statusCode).toBe(500);
      expect(list.json().message).toBe("Internal server error");

      // The values are refused; so is the file behind a link that still verifies.
      const link = await t.app.inject({ method: "GET", url: `/api/prescription-file/${id}`, headers: auth });
      const file = await wrong.app.inject({ method: "GET", url: link.json().url, headers: otherAuth });
      expect(file.statusCode).toBe(500);
      expect(file.rawPayload.includes(Buffer.from("names a patient"))).toBe(false);

      const log = lines.join("");
      expect(log).toContain("SealError");
      expect(log).toMatch(/not configured \(PRESCRIPTION_KEY, PRESCRIPTION_KEYS_PREVIOUS\)/);
      // (The short values, e.g. an axis of 90, could be part of any number in a log line.)
      for (const plain of ["-2.25", "+1.00", "-0.50", FIELDS.notes]) expect(log).not.toContain(plain);
    } finally {
      await wrong.app.close();
    }
  });

  describe("on S3", () => {
    let onS3: TestApp;
    beforeAll(async () => {
      onS3 = await createTestApp(kind, {
        FILE_LINK_SECRET: SECRET,
        S3_BUCKET: "rx-files",
        S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_ENDPOINT: s3.endpoint,
      });
    });
    afterAll(() => onS3?.close());

    it("seals files in the bucket too (a local S3-compatible fake)", async () => {
      expect(onS3.ctx.storage.name).toBe("s3");
      const id = await submit(onS3);
      const row = await storedRow(onS3, id);
      const object = s3.objects.get(`/rx-files/${row.fileKey}`);
      expect(object?.type).toBe("image/png");
      expect(object?.body.equals(PNG)).toBe(false);
      expect(object?.body.includes(Buffer.from("names a patient"))).toBe(false);

      const file = await downloadPrescriptionFile(onS3, bearer(await adminToken(onS3.ctx)), id);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG)).toBe(true);
      expect(file.headers["content-length"]).toBe(String(PNG.length));
    });
  });
});
