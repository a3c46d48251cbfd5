import type { DbOrTx } from "#server/db/client.ts";
import { type LabJob, type LensDesign, labJobFile, labJobSheet } from "#server/modules/lab/index.ts";
import type { OrderRow } from "#server/modules/orders/index.ts";
import { completePrescriptionOf, orderFrame } from "#server/modules/prescriptions/index.ts";
import { currentPrescription, isVarifocal, orderedEyes, prescriptionLine } from "./ordered.ts";
import { type LabJobRow, labJobsOf, setJobReference } from "./repo.ts";
import type { WorkCtx } from "./stages.ts";

/** Sports lenses are polycarbonate (impact-resistant, index 1.59) unless a line asks for another material. */
const LENS_MATERIAL = { material: "Polycarbonate", index: 1.59 } as const;

/** The order number for the first job, then -R1, -R2… for each re-make. */
export async function nextJobNumber(tx: DbOrTx, order: OrderRow): Promise<string> {
  const base = order.orderNumber ?? `#${order.id}`;
  const earlier = (await labJobsOf(tx, order.id)).length;
  return earlier === 0 ? base : `${base}-R${earlier}`;
}

/** The lab's job for an order: its prescription, its lens and its frame. */
export async function labJobOf(ctx: WorkCtx, order: OrderRow, jobNumber: string): Promise<LabJob> {
  const row = await currentPrescription(ctx, order);
  const rx = row ? completePrescriptionOf(row) : null;
  if (!row || !rx) throw new Error(`Order ${order.id} has no complete prescription for its lab job`);
  const eyes = orderedEyes(rx);
  const { description } = await prescriptionLine(ctx, order);
  const frame = await orderFrame(ctx.db, order.id);
  const plano = [eyes.right, eyes.left].every((e) => e.sphere === 0 && e.cylinder === 0 && !e.add);
  const design: LensDesign = plano ? "plano" : isVarifocal(description) ? "varifocal" : "single-vision";
  return {
    jobNumber,
    orderNumber: order.orderNumber ?? `#${order.id}`,
    eyes,
    lens: { ...LENS_MATERIAL, design },
    frame: {
      model: frame?.name ?? "Frame",
      hbox: frame?.boxWidthMm ?? undefined,
      vbox: frame?.boxHeightMm ?? undefined,
      dbl: frame?.bridgeMm ?? undefined,
    },
    // The line as ordered (frame, vision, lens and tint by name) and the shopper's own notes.
    notes: [description, row.notes].filter(Boolean).join(". ") || undefined,
  };
}

/**
 * The job file and sheet go to the lab. The job is recorded before (in the stage's transaction), so a lab
 * that cannot be reached leaves a job without a reference, logged, for a person to send again.
 */
export async function dispatchLabJob(ctx: WorkCtx, order: OrderRow, job: LabJobRow): Promise<void> {
  try {
    const labJob = await labJobOf(ctx, order, job.jobNumber);
    const sent = await ctx.lab.submit(labJob, {
      oma: labJobFile(labJob),
      sheetPdf: await labJobSheet(labJob),
    });
    await setJobReference(ctx.db, job.id, sent.reference);
  } catch (err) {
    ctx.log.error({ err, orderId: order.id, jobNumber: job.jobNumber }, "the lab job could not be sent");
  }
}
