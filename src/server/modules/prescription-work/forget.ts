import { inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { labJobs, prescriptionQueries, prescriptionValueChanges, qcChecks } from "#server/db/schema/index.ts";
import { deleteJobFiles } from "#server/providers/lab/index.ts";

/**
 * What the prescription work holds of these orders and prescriptions, gone with the prescriptions when they
 * are erased or reach the end of their retention: the quality check readings, the questions asked and their
 * answers, the record of corrected fields, and the job files kept for the lab. The lab job rows stay (job
 * numbers, providers and dates: no values). Files first, as elsewhere, so a failed run leaves rows that a
 * second run finishes.
 */
export async function forgetPrescriptionWork(
  tx: DbOrTx,
  dataDir: string,
  { orderIds, prescriptionIds }: { orderIds: number[]; prescriptionIds: number[] },
): Promise<void> {
  if (orderIds.length > 0) {
    const jobs = await tx
      .select({ jobNumber: labJobs.jobNumber })
      .from(labJobs)
      .where(inArray(labJobs.orderId, orderIds));
    for (const { jobNumber } of jobs) await deleteJobFiles(dataDir, jobNumber);
    await tx.delete(qcChecks).where(inArray(qcChecks.orderId, orderIds));
    await tx.delete(prescriptionQueries).where(inArray(prescriptionQueries.orderId, orderIds));
  }
  if (prescriptionIds.length > 0) {
    await tx
      .delete(prescriptionValueChanges)
      .where(inArray(prescriptionValueChanges.prescriptionId, prescriptionIds));
  }
}
