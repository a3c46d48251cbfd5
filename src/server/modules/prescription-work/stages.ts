import type { AppContext } from "#server/context.ts";
import { conflict } from "#server/lib/http-error.ts";
import {
  type Actor,
  findOrder,
  type OrderRow,
  openPrescriptionQuery,
  transition,
} from "#server/modules/orders/index.ts";
import type { StageMoved } from "#shared/schemas/prescription-work.ts";
import { sendVerifiedEmail, sendWithLabEmail } from "./emails.ts";
import { dispatchLabJob, nextJobNumber } from "./lab-dispatch.ts";
import { productionProblemsOf } from "./production.ts";
import { findLabJob, insertLabJob, type LabJobRow, latestLabJob, markJobReturned, qcOfJob } from "./repo.ts";

export type WorkCtx = Pick<
  AppContext,
  "db" | "payments" | "email" | "config" | "log" | "catalogue" | "prescriptionKeys" | "lab"
>;

const moved = (order: OrderRow): StageMoved => ({ orderId: order.id, status: order.status });

/** A prescription order, or a 404/409 saying why this one is not. */
async function prescriptionOrder(ctx: Pick<AppContext, "db">, orderId: number): Promise<OrderRow> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order) throw conflict(`Order ${orderId} not found`);
  if (!order.needsPrescription)
    throw conflict(`Order ${order.orderNumber ?? orderId} has no prescription lenses`);
  return order;
}

/** A person compared the typed values with the copy: the prescription will be made as it stands. */
export async function verifyPrescription(ctx: WorkCtx, orderId: number, actor: Actor): Promise<StageMoved> {
  const order = await prescriptionOrder(ctx, orderId);
  const problems = await productionProblemsOf(ctx, order);
  if (problems.length > 0) {
    throw conflict(`The prescription cannot go to production yet: ${problems.join("; ")}`);
  }
  const { order: updated } = await transition(ctx, orderId, "verified", {
    actor,
    reason: "The prescription was checked against its copy",
    step: async () => {},
  });
  await sendVerifiedEmail(ctx, updated);
  return moved(updated);
}

/** A question for the shopper: the order waits for their answer, by the link the email carries. */
export async function raiseQuery(
  ctx: WorkCtx,
  orderId: number,
  message: string,
  actor: Actor,
): Promise<StageMoved> {
  await prescriptionOrder(ctx, orderId);
  return moved(await openPrescriptionQuery(ctx, orderId, message, actor));
}

/** The verified prescription goes to the lens lab as a job; from here the order cannot be cancelled. */
export async function sendToLab(ctx: WorkCtx, orderId: number, actor: Actor): Promise<StageMoved> {
  const order = await prescriptionOrder(ctx, orderId);
  const problems = await productionProblemsOf(ctx, order);
  if (problems.length > 0) {
    throw conflict(`The prescription cannot go to production yet: ${problems.join("; ")}`);
  }
  let job: LabJobRow | null = null;
  const { order: updated } = await transition(ctx, orderId, "with_lab", {
    actor,
    reason: "Sent to the lens lab",
    step: async (tx) => {
      job = await insertLabJob(tx, {
        orderId,
        jobNumber: await nextJobNumber(tx, order),
        remakeOf: null,
        provider: ctx.lab.name,
        sentBy: actor,
      });
    },
  });
  if (job) await dispatchLabJob(ctx, updated, job);
  await sendWithLabEmail(ctx, updated);
  return moved(updated);
}

/** The lenses came back from the lab: they are measured before the order may go. */
export async function lensesBack(ctx: WorkCtx, orderId: number, actor: Actor): Promise<StageMoved> {
  await prescriptionOrder(ctx, orderId);
  const { order: updated } = await transition(ctx, orderId, "quality_check", {
    actor,
    reason: "The lenses came back from the lab",
    step: async (tx) => {
      const job = await latestLabJob(tx, orderId);
      if (!job) throw conflict("This order has no lab job");
      await markJobReturned(tx, job.id);
    },
  });
  return moved(updated);
}

/** A failed quality check is answered by a re-make: a new job for the same order goes to the lab. */
export async function remake(ctx: WorkCtx, orderId: number, actor: Actor): Promise<StageMoved> {
  const order = await prescriptionOrder(ctx, orderId);
  let job: LabJobRow | null = null;
  const { order: updated } = await transition(ctx, orderId, "with_lab", {
    actor,
    reason: "Re-made after a failed quality check",
    step: async (tx) => {
      const last = await latestLabJob(tx, orderId);
      const check = last ? await qcOfJob(tx, last.id) : undefined;
      if (!last || !check || check.pass)
        throw conflict("A re-make needs a failed quality check of the last job");
      job = await insertLabJob(tx, {
        orderId,
        jobNumber: await nextJobNumber(tx, order),
        remakeOf: last.id,
        provider: ctx.lab.name,
        sentBy: actor,
      });
    },
  });
  if (job) await dispatchLabJob(ctx, updated, job);
  return moved(updated);
}

/** The lab reported a job's lenses back (the sandbox lab does, on its timer). */
export async function lensesBackFromLab(ctx: WorkCtx, jobNumber: string): Promise<void> {
  const job = await findLabJob(ctx.db, jobNumber);
  if (!job) {
    ctx.log.warn({ jobNumber }, "the lab returned a job the shop does not know");
    return;
  }
  const order = await findOrder(ctx.db, { orderId: job.orderId });
  if (order?.status !== "with_lab") return;
  await lensesBack(ctx, job.orderId, "provider");
}
