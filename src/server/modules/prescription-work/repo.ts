import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { labJobs, prescriptionQueries, qcChecks } from "#server/db/schema/index.ts";

export type QueryRow = typeof prescriptionQueries.$inferSelect;
export type LabJobRow = typeof labJobs.$inferSelect;
export type QcRow = typeof qcChecks.$inferSelect;

export async function findQuery(db: DbOrTx, id: number): Promise<QueryRow | undefined> {
  const [row] = await db.select().from(prescriptionQueries).where(eq(prescriptionQueries.id, id));
  return row;
}

/** The answer, once: false when the query was answered already. */
export async function answerQuery(
  db: DbOrTx,
  id: number,
  answer: "confirmed" | "corrected",
): Promise<boolean> {
  const rows = await db
    .update(prescriptionQueries)
    .set({ answer, answeredAt: sql`now()` })
    .where(and(eq(prescriptionQueries.id, id), isNull(prescriptionQueries.answeredAt)))
    .returning({ id: prescriptionQueries.id });
  return rows.length > 0;
}

export const queriesOf = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(prescriptionQueries)
    .where(eq(prescriptionQueries.orderId, orderId))
    .orderBy(prescriptionQueries.id);

export async function insertLabJob(
  db: DbOrTx,
  row: { orderId: number; jobNumber: string; remakeOf: number | null; provider: string; sentBy: string },
): Promise<LabJobRow> {
  const [created] = await db.insert(labJobs).values(row).returning();
  return created as LabJobRow;
}

export async function setJobReference(db: DbOrTx, id: number, reference: string): Promise<void> {
  await db.update(labJobs).set({ reference }).where(eq(labJobs.id, id));
}

export const labJobsOf = (db: DbOrTx, orderId: number) =>
  db.select().from(labJobs).where(eq(labJobs.orderId, orderId)).orderBy(labJobs.id);

export async function latestLabJob(db: DbOrTx, orderId: number): Promise<LabJobRow | undefined> {
  const [row] = await db
    .select()
    .from(labJobs)
    .where(eq(labJobs.orderId, orderId))
    .orderBy(desc(labJobs.id))
    .limit(1);
  return row;
}

export async function findLabJob(db: DbOrTx, jobNumber: string): Promise<LabJobRow | undefined> {
  const [row] = await db.select().from(labJobs).where(eq(labJobs.jobNumber, jobNumber));
  return row;
}

export async function markJobReturned(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(labJobs)
    .set({ returnedAt: sql`coalesce(${labJobs.returnedAt}, now())` })
    .where(eq(labJobs.id, id));
}

export async function qcOfJob(db: DbOrTx, labJobId: number): Promise<QcRow | undefined> {
  const [row] = await db.select().from(qcChecks).where(eq(qcChecks.labJobId, labJobId));
  return row;
}

/** Null when the job's lenses were checked already (one check per job). */
export async function insertQc(db: DbOrTx, row: typeof qcChecks.$inferInsert): Promise<QcRow | null> {
  const [created] = await db.insert(qcChecks).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export const qcChecksOf = (db: DbOrTx, orderId: number) =>
  db.select().from(qcChecks).where(eq(qcChecks.orderId, orderId)).orderBy(qcChecks.id);
