import { and, asc, desc, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { prescriptions, prescriptionValueChanges } from "#server/db/schema/index.ts";
import type { Keyring } from "#server/lib/keyring.ts";
import type { StorageMime } from "#server/providers/storage/index.ts";
import type { PrescriptionFields } from "#shared/schemas/prescription.ts";
import { type SealedValues, sealFields, unsealPrescription } from "./sealing.ts";
import { extendedValuesJson } from "./values.ts";

export interface StoredFileRef {
  key: string;
  mime: StorageMime;
  size: number;
}

const orNull = (v: string | undefined) => (v ? v : null);

/** The order a prescription is sent for, and how it was tied to it. */
interface PrescriptionLink {
  orderId: number;
  linkedBy: "link" | "admin";
}

/**
 * Stores a submission with its clinical values sealed under the current key (sealing.ts). Every reader
 * below opens them again; a new reader must pass its rows through `unsealPrescription`.
 */
export async function insertPrescription(
  db: DbOrTx,
  keys: Keyring,
  f: PrescriptionFields,
  file: StoredFileRef | undefined,
  link?: PrescriptionLink,
): Promise<number> {
  const sealed = sealFields(keys, {
    odDistanceSphere: orNull(f.odDistanceSphere),
    odDistanceCylinder: orNull(f.odDistanceCylinder),
    odDistanceAxis: orNull(f.odDistanceAxis),
    osDistanceSphere: orNull(f.osDistanceSphere),
    osDistanceCylinder: orNull(f.osDistanceCylinder),
    osDistanceAxis: orNull(f.osDistanceAxis),
    odReadingSphere: orNull(f.odReadingSphere),
    odReadingCylinder: orNull(f.odReadingCylinder),
    odReadingAxis: orNull(f.odReadingAxis),
    osReadingSphere: orNull(f.osReadingSphere),
    osReadingCylinder: orNull(f.osReadingCylinder),
    osReadingAxis: orNull(f.osReadingAxis),
    pupillaryDistance: orNull(f.pupillaryDistance),
    notes: orNull(f.notes),
    extendedValues: extendedValuesJson(f),
  });
  const [row] = await db
    .insert(prescriptions)
    .values({
      fullName: f.fullName,
      email: f.email,
      phone: f.phone,
      ...sealed,
      uploadType: f.uploadType,
      fileKey: file?.key ?? null,
      fileMime: file?.mime ?? null,
      fileSize: file?.size ?? null,
      orderId: link?.orderId ?? null,
      linkedBy: link?.linkedBy ?? null,
      linkedAt: link ? new Date() : null,
    })
    .returning({ id: prescriptions.id });
  return (row as { id: number }).id;
}

/** A row with its clinical values in plain text (opened by the readers below). */
export type PrescriptionRow = typeof prescriptions.$inferSelect;

/** Newest first, opened. */
export async function listPrescriptionRows(db: DbOrTx, keys: Keyring): Promise<PrescriptionRow[]> {
  const rows = await db.select().from(prescriptions).orderBy(desc(prescriptions.createdAt));
  return rows.map((row) => unsealPrescription(keys, row));
}

/** One prescription, opened: what other modules call to read a prescription's values. */
export async function findPrescription(
  db: DbOrTx,
  keys: Keyring,
  id: number,
): Promise<PrescriptionRow | undefined> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id)).limit(1);
  return row && unsealPrescription(keys, row);
}

export async function findPrescriptionByFileKey(
  db: DbOrTx,
  keys: Keyring,
  key: string,
): Promise<PrescriptionRow | undefined> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.fileKey, key)).limit(1);
  return row && unsealPrescription(keys, row);
}

/** A row as stored: its clinical values still sealed (or plain when key_id is null). */
export type StoredPrescriptionRow = typeof prescriptions.$inferSelect;

/** For the key rotation: rows not sealed under `keyId` (rows written before encryption too), by id. */
export function rowsNotUnderKey(
  db: DbOrTx,
  keyId: string,
  afterId: number,
  limit: number,
): Promise<StoredPrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(
      and(gt(prescriptions.id, afterId), or(isNull(prescriptions.keyId), ne(prescriptions.keyId, keyId))),
    )
    .orderBy(asc(prescriptions.id))
    .limit(limit);
}

/**
 * Writes a row's values sealed under a new key, with its new file, in one update; only while the row still
 * holds what was read (its key and file), so a concurrent rotation or deletion wins. True when written.
 */
export async function resealPrescription(
  db: DbOrTx,
  read: Pick<StoredPrescriptionRow, "id" | "keyId" | "fileKey">,
  sealed: SealedValues & { keyId: string; fileKey: string | null },
): Promise<boolean> {
  const same = (column: typeof prescriptions.keyId | typeof prescriptions.fileKey, value: string | null) =>
    value === null ? isNull(column) : eq(column, value);
  const written = await db
    .update(prescriptions)
    .set(sealed)
    .where(
      and(
        eq(prescriptions.id, read.id),
        same(prescriptions.keyId, read.keyId),
        same(prescriptions.fileKey, read.fileKey),
      ),
    )
    .returning({ id: prescriptions.id });
  return written.length === 1;
}

/** The row as stored (still sealed), for a rewrite of its values. */
export async function findStoredPrescription(
  db: DbOrTx,
  id: number,
): Promise<StoredPrescriptionRow | undefined> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id)).limit(1);
  return row;
}

/** New sealed values for a row still under `keyId`; false when it was rotated or deleted meanwhile. */
export async function writeSealedValues(
  db: DbOrTx,
  id: number,
  sealed: SealedValues & { keyId: string },
): Promise<boolean> {
  const written = await db
    .update(prescriptions)
    .set(sealed)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.keyId, sealed.keyId)))
    .returning({ id: prescriptions.id });
  return written.length === 1;
}

/** Who corrected which values of a prescription, and when: field names only. */
export async function recordValueChange(
  db: DbOrTx,
  change: { prescriptionId: number; admin: string; changedFields: string[] },
): Promise<void> {
  await db.insert(prescriptionValueChanges).values(change);
}

export function listValueChanges(db: DbOrTx, prescriptionId: number) {
  return db
    .select()
    .from(prescriptionValueChanges)
    .where(eq(prescriptionValueChanges.prescriptionId, prescriptionId))
    .orderBy(asc(prescriptionValueChanges.createdAt), asc(prescriptionValueChanges.id));
}
