import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeKey, Keyring } from "#server/lib/keyring.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { type SealedStorage, type StorageMime, sealedStorage } from "#server/providers/storage/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { OTHER_PRESCRIPTION_KEY } from "#server/test/test-keys.ts";
import { PrescriptionFields } from "#shared/schemas/prescription.ts";
import { findPrescription, insertPrescription } from "./repo.ts";
import { rotatePrescriptionKey } from "./rotate-key.ts";
import { JPEG_HEAD, MINIMAL_PDF, PNG_1PX, prescriptionForm, VALID_FIELDS } from "./test-files.ts";
import {
  downloadPrescriptionFile,
  insertLegacyPrescription,
  LEGACY_VALUES,
  storedRow,
} from "./test-sealing.ts";

const SECRET = "a-test-secret-that-is-long-enough-to-use";
const FIELDS = PrescriptionFields.parse({ ...VALID_FIELDS, uploadType: "upload" });

describe.each(dbKinds())("npm run rotate-prescription-key on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  /** The key before the rotation, now listed in PRESCRIPTION_KEYS_PREVIOUS. */
  const oldKeys = new Keyring(decodeKey(OTHER_PRESCRIPTION_KEY) as Buffer);
  beforeAll(async () => {
    t = await createTestApp(kind, {
      FILE_LINK_SECRET: SECRET,
      PRESCRIPTION_KEYS_PREVIOUS: OTHER_PRESCRIPTION_KEY,
    });
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const current = () => t.ctx.prescriptionKeys.currentId;

  /** A prescription sealed under the old key, as the shop wrote it before the key changed. */
  const underOldKey = async (file: Buffer | null) => {
    const oldStorage = sealedStorage(t.ctx.storage.plain, oldKeys);
    const mime: StorageMime =
      file === MINIMAL_PDF ? "application/pdf" : file === JPEG_HEAD ? "image/jpeg" : "image/png";
    const stored = file ? { key: await oldStorage.put(file, mime), mime, size: file.length } : undefined;
    return insertPrescription(t.ctx.db, oldKeys, FIELDS, stored);
  };

  /** The file downloads as the original, and the values read as sent. */
  const expectIntact = async (id: number, file: Buffer | null, values: Record<string, string | null>) => {
    const row = await findPrescription(t.ctx.db, t.ctx.prescriptionKeys, id);
    expect(row).toMatchObject(values);
    if (!file) return expect(row?.fileKey).toBeNull();
    const res = await downloadPrescriptionFile(t, auth, id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file)).toBe(true);
  };
  const sent = { odDistanceSphere: "-2.25", pupillaryDistance: "63", notes: FIELDS.notes ?? null };
  const legacy = { odDistanceSphere: LEGACY_VALUES.odDistanceSphere, notes: LEGACY_VALUES.notes };

  it("re-seals rows under an old key and rows written before encryption, files included; a rerun does nothing", async () => {
    const cases: [number, Buffer | null, Record<string, string | null>][] = [
      [await underOldKey(PNG_1PX), PNG_1PX, sent],
      [await underOldKey(MINIMAL_PDF), MINIMAL_PDF, sent],
      [await underOldKey(null), null, sent],
      [await insertLegacyPrescription(t, PNG_1PX), PNG_1PX, legacy],
      [await insertLegacyPrescription(t, null), null, legacy],
    ];
    const before = await Promise.all(cases.map(([id]) => storedRow(t, id)));
    expect(before.map((r) => r.keyId)).toEqual([
      oldKeys.currentId,
      oldKeys.currentId,
      oldKeys.currentId,
      null,
      null,
    ]);
    // Already under the current key: left alone.
    const res = await t.app.inject({
      method: "POST",
      url: "/api/prescriptions",
      payload: prescriptionForm(
        { ...VALID_FIELDS, uploadType: "upload" },
        { bytes: PNG_1PX, name: "rx.png", type: "image/png" },
      ),
    });
    const currentRow = await storedRow(t, res.json().id);

    expect(await rotatePrescriptionKey(t.ctx)).toEqual({ rotated: 5, missingFiles: 0 });

    for (const [i, [id, file, values]] of cases.entries()) {
      const row = await storedRow(t, id);
      expect(row.keyId).toBe(current());
      expect(row.odDistanceSphere).toMatch(new RegExp(`^v1\\.${current()}\\.`));
      expect(row.notes).not.toContain("Written before");
      const old = before[i]?.fileKey;
      if (old) {
        // A new file under the new key; the old one (sealed under the old key, or plain) is gone.
        expect(row.fileKey).not.toBe(old);
        expect(await t.ctx.storage.plain.exists(old)).toBe(false);
      }
      await expectIntact(id, file, values);
    }
    expect(await storedRow(t, currentRow.id)).toEqual(currentRow);

    // Nothing left for a second run; the rows and files stay as they are.
    const after = await Promise.all(cases.map(([id]) => storedRow(t, id)));
    expect(await rotatePrescriptionKey(t.ctx)).toEqual({ rotated: 0, missingFiles: 0 });
    expect(await Promise.all(cases.map(([id]) => storedRow(t, id)))).toEqual(after);
  });

  /** The app's store, failing the `n`th call of `method` as a crash there would. */
  const failingAt = (method: "put" | "delete", n: number): SealedStorage => {
    let calls = 0;
    const store = t.ctx.storage;
    return {
      ...store,
      [method]: async (...args: unknown[]) => {
        if (++calls === n) throw new Error(`interrupted at ${method} ${n}`);
        return (store[method] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    };
  };

  it("resumes an interrupted run: every row opens at each stop and ends under the new key", async () => {
    const ids = [
      await underOldKey(PNG_1PX),
      await insertLegacyPrescription(t, PNG_1PX),
      await underOldKey(JPEG_HEAD),
    ];
    const files = [PNG_1PX, PNG_1PX, JPEG_HEAD];
    const values: Record<string, string | null>[] = [sent, legacy, sent];
    const keyIds = async () => Promise.all(ids.map(async (id) => (await storedRow(t, id)).keyId));

    // Stopped while writing the second row's new file: the first is done, the rest untouched.
    await expect(rotatePrescriptionKey({ ...t.ctx, storage: failingAt("put", 2) })).rejects.toThrow(
      /interrupted/,
    );
    expect(await keyIds()).toEqual([current(), null, oldKeys.currentId]);
    for (const [i, id] of ids.entries()) await expectIntact(id, files[i] as Buffer, values[i] ?? {});

    // Stopped after the second row's update, before its old file went: the row is done.
    const legacyFile = (await storedRow(t, ids[1] as number)).fileKey as string;
    await expect(rotatePrescriptionKey({ ...t.ctx, storage: failingAt("delete", 1) })).rejects.toThrow(
      /interrupted/,
    );
    expect(await keyIds()).toEqual([current(), current(), oldKeys.currentId]);
    // Left behind by the stop; the run that resumes does not see it again (decision 0025).
    expect(await t.ctx.storage.plain.exists(legacyFile)).toBe(true);
    await t.ctx.storage.plain.delete(legacyFile);

    expect(await rotatePrescriptionKey(t.ctx)).toEqual({ rotated: 1, missingFiles: 0 });
    expect(await keyIds()).toEqual([current(), current(), current()]);
    for (const [i, id] of ids.entries()) await expectIntact(id, files[i] as Buffer, values[i] ?? {});
    expect(await rotatePrescriptionKey(t.ctx)).toEqual({ rotated: 0, missingFiles: 0 });
  });

  it("re-seals the values of a row whose file is gone, and says so", async () => {
    const id = await underOldKey(PNG_1PX);
    const { fileKey } = await storedRow(t, id);
    await t.ctx.storage.delete(fileKey as string);
    expect(await rotatePrescriptionKey(t.ctx)).toEqual({ rotated: 1, missingFiles: 1 });
    const row = await storedRow(t, id);
    expect(row).toMatchObject({ keyId: current(), fileKey });
    expect((await findPrescription(t.ctx.db, t.ctx.prescriptionKeys, id))?.notes).toBe(FIELDS.notes);
  });

  it("stops, naming the key, at a row under a key that is not configured", async () => {
    const stranger = new Keyring(Buffer.alloc(32, 3));
    const id = await insertPrescription(t.ctx.db, stranger, FIELDS, undefined);
    await expect(rotatePrescriptionKey(t.ctx)).rejects.toThrow(
      new RegExp(`under key ${stranger.currentId}, which is not configured`),
    );
    expect((await storedRow(t, id)).keyId).toBe(stranger.currentId);
  });
});
