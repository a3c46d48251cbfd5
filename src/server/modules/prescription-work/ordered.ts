import {
  lineDescription,
  listItems,
  type OrderItemRow,
  type OrderRow,
} from "#server/modules/orders/index.ts";
import { findPrescription, type PrescriptionRow } from "#server/modules/prescriptions/index.ts";
import type { OrderedEye } from "#shared/prescription/iso-21987.ts";
import type { CompletePrescription, EyePrescription } from "#shared/prescription/rules.ts";
import type { WorkCtx } from "./stages.ts";

const tenths = (mm: number) => Math.round(mm * 10) / 10;

/** Both lenses as the prescription asks for them, in the units the lab and the quality check use. */
export function orderedEyes(rx: CompletePrescription): { right: OrderedEye; left: OrderedEye } {
  const eye = (e: EyePrescription): OrderedEye => {
    const cylinder = e.cylinder ?? 0;
    return {
      sphere: e.sphere ?? 0,
      cylinder,
      axis: cylinder === 0 ? 0 : (e.axis ?? 0),
      add: e.add ?? undefined,
      prismH: e.prismHorizontal?.amount,
      baseH: e.prismHorizontal?.base,
      prismV: e.prismVertical?.amount,
      baseV: e.prismVertical?.base,
      // One binocular PD is shared equally between the eyes.
      monoPd: tenths(e.pd ?? (rx.binocularPd ?? 0) / 2),
      fittingHeight: e.fittingHeight ?? undefined,
    };
  };
  return { right: eye(rx.right), left: eye(rx.left) };
}

/** The order's current prescription, opened; null while none has arrived. */
export async function currentPrescription(
  ctx: Pick<WorkCtx, "db" | "prescriptionKeys">,
  order: OrderRow,
): Promise<PrescriptionRow | null> {
  if (order.prescriptionId === null) return null;
  return (await findPrescription(ctx.db, ctx.prescriptionKeys, order.prescriptionId)) ?? null;
}

/** The line made to the prescription, and how its description names it (frame, vision, lens). */
export async function prescriptionLine(
  ctx: Pick<WorkCtx, "db" | "catalogue">,
  order: OrderRow,
): Promise<{ item: OrderItemRow | undefined; description: string }> {
  const items = await listItems(ctx.db, order.id);
  const item = items.find((i) => i.needsPrescription) ?? items[0];
  if (!item) return { item, description: "" };
  const { byId } = await ctx.catalogue.snapshot();
  return { item, description: lineDescription(item, byId, order.details) };
}

/** A varifocal's line says so (Prescription Pro, Africa R3D and the lens configurator all name the vision type). */
export const isVarifocal = (description: string) => /varifocal|progressive/i.test(description);
