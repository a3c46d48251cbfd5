import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { prescriptionAccessLog } from "#server/db/schema/index.ts";
import { toIntArray } from "#server/lib/sql-rows.ts";
import type { PrescriptionAccessEntry } from "#shared/schemas/privacy.ts";

type AccessAction = PrescriptionAccessEntry["action"];

/**
 * Health data: every time an admin is shown prescriptions' values ("view": the list, an export) or is
 * handed a link to a file ("file": each open asks for a new link), one row per prescription.
 */
export async function logPrescriptionAccess(
  db: DbOrTx,
  prescriptionIds: readonly number[],
  admin: string,
  action: AccessAction,
): Promise<void> {
  if (prescriptionIds.length === 0) return;
  // One array parameter however long the list is (a VALUES row per id would hit the parameter limit).
  await db.execute(sql`
    INSERT INTO prescription_access_log (prescription_id, admin, action)
    SELECT unnest(${toIntArray(prescriptionIds)}), ${admin}::text, ${action}::text`);
}

/** Newest first; one prescription's, or everyone's. */
export async function listPrescriptionAccess(
  db: DbOrTx,
  opts: { prescriptionId?: number; limit: number },
): Promise<PrescriptionAccessEntry[]> {
  const rows = await db
    .select()
    .from(prescriptionAccessLog)
    .where(opts.prescriptionId ? eq(prescriptionAccessLog.prescriptionId, opts.prescriptionId) : undefined)
    .orderBy(desc(prescriptionAccessLog.createdAt), desc(prescriptionAccessLog.id))
    .limit(opts.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
