import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { prescriptions } from "#server/db/schema/index.ts";
import type { StorageMime } from "#server/providers/storage/index.ts";
import type { PrescriptionFields } from "#shared/schemas/prescription.ts";

export interface StoredFileRef {
  key: string;
  mime: StorageMime;
  size: number;
}

const orNull = (v: string | undefined) => (v ? v : null);

/** The order a prescription is sent for, and how it was tied to it. */
export interface PrescriptionLink {
  orderId: number;
  linkedBy: "link" | "admin";
}

export async function insertPrescription(
  db: DbOrTx,
  f: PrescriptionFields,
  file: StoredFileRef | undefined,
  link?: PrescriptionLink,
): Promise<number> {
  const [row] = await db
    .insert(prescriptions)
    .values({
      fullName: f.fullName,
      email: f.email,
      phone: f.phone,
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
      pupillaryDistance: f.pupillaryDistance,
      notes: orNull(f.notes),
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

export type PrescriptionRow = typeof prescriptions.$inferSelect;

/** Newest first. */
export function listPrescriptionRows(db: DbOrTx): Promise<PrescriptionRow[]> {
  return db.select().from(prescriptions).orderBy(desc(prescriptions.createdAt));
}

export async function findPrescription(db: DbOrTx, id: number): Promise<PrescriptionRow | undefined> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id)).limit(1);
  return row;
}

export async function findPrescriptionByFileKey(
  db: DbOrTx,
  key: string,
): Promise<PrescriptionRow | undefined> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.fileKey, key)).limit(1);
  return row;
}
