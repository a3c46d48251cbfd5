import { eq } from "drizzle-orm";
import { prescriptions } from "#server/db/schema/index.ts";
import type { TestApp } from "#server/test/test-app.ts";
import { PNG_1PX } from "./test-files.ts";

/** For tests: a prescription's row as stored (values sealed, or plain when key_id is null). */
export async function storedRow(t: TestApp, id: number) {
  const [row] = await t.ctx.db.select().from(prescriptions).where(eq(prescriptions.id, id));
  if (!row) throw new Error(`no prescription ${id}`);
  return row;
}

export const LEGACY_VALUES = {
  fullName: "Lena Legacy",
  email: "lena@example.com",
  phone: "07700900111",
  odDistanceSphere: "-1.75",
  osDistanceAxis: "180",
  pupillaryDistance: "61",
  notes: "Written before encryption",
} as const;

/** For tests: a prescription as stored before encryption (key_id null), values and file in plain. */
export async function insertLegacyPrescription(t: TestApp, file: Buffer | null = PNG_1PX): Promise<number> {
  const fileKey = file ? await t.ctx.storage.plain.put(file, "image/png") : null;
  const [row] = await t.ctx.db
    .insert(prescriptions)
    .values({
      ...LEGACY_VALUES,
      uploadType: file ? "upload" : "manual",
      fileKey,
      fileMime: file ? "image/png" : null,
      fileSize: file?.length ?? null,
    })
    .returning({ id: prescriptions.id });
  return (row as { id: number }).id;
}

/** For tests: an admin downloads a prescription's file through its signed link. */
export async function downloadPrescriptionFile(t: TestApp, auth: Record<string, string>, id: number) {
  const link = await t.app.inject({ method: "GET", url: `/api/prescription-file/${id}`, headers: auth });
  if (link.statusCode !== 200) throw new Error(`no link for prescription ${id}: ${link.statusCode}`);
  return t.app.inject({ method: "GET", url: link.json().url, headers: auth });
}
