import type { OrderRow } from "#server/modules/orders/index.ts";
import { completePrescriptionOf } from "#server/modules/prescriptions/index.ts";
import { productionProblems } from "#shared/prescription/checks.ts";
import { currentPrescription, isVarifocal, prescriptionLine } from "./ordered.ts";
import type { WorkCtx } from "./stages.ts";

/** What stops an order's prescription going to production; empty when it may go. */
export async function productionProblemsOf(
  ctx: Pick<WorkCtx, "db" | "prescriptionKeys" | "catalogue">,
  order: OrderRow,
): Promise<string[]> {
  const row = await currentPrescription(ctx, order);
  if (!row) return ["No prescription has arrived for this order"];
  const rx = completePrescriptionOf(row);
  if (!rx) {
    return ["The prescription has no eye-test date: type it from the copy, or ask the shopper with a query"];
  }
  const { description } = await prescriptionLine(ctx, order);
  return productionProblems(rx, { varifocal: isVarifocal(description) });
}
