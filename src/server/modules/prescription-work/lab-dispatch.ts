import type { DbOrTx } from "#server/db/client.ts";
import type { OrderRow } from "#server/modules/orders/index.ts";
import type { LabJobRow } from "./repo.ts";
import { labJobsOf } from "./repo.ts";
import type { WorkCtx } from "./stages.ts";

/** The order number for the first job, then -R1, -R2… for each re-make. */
export async function nextJobNumber(tx: DbOrTx, order: OrderRow): Promise<string> {
  const base = order.orderNumber ?? `#${order.id}`;
  const earlier = (await labJobsOf(tx, order.id)).length;
  return earlier === 0 ? base : `${base}-R${earlier}`;
}

export async function dispatchLabJob(ctx: WorkCtx, order: OrderRow, job: LabJobRow): Promise<void> {
  ctx.log.info({ orderId: order.id, jobNumber: job.jobNumber }, "lab job recorded");
}
