import type { OrderRow } from "#server/modules/orders/index.ts";
import { findPrescription } from "#server/modules/prescriptions/index.ts";
import type { WorkCtx } from "./stages.ts";

/** What stops an order's prescription going to production; empty when it may go. */
export async function productionProblemsOf(
  ctx: Pick<WorkCtx, "db" | "prescriptionKeys">,
  order: OrderRow,
): Promise<string[]> {
  if (order.prescriptionId === null) return ["no prescription has arrived for this order"];
  const rx = await findPrescription(ctx.db, ctx.prescriptionKeys, order.prescriptionId);
  if (!rx) return ["the order's prescription is missing"];
  return rx.pupillaryDistance ? [] : ["the pupillary distance (PD) is missing"];
}
