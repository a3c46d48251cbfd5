import {
  lineDescription,
  listItems,
  type OrderItemRow,
  type OrderRow,
} from "#server/modules/orders/index.ts";
import { findPrescription, type PrescriptionRow } from "#server/modules/prescriptions/index.ts";
import type { OrderedEye } from "#shared/prescription/iso-21987.ts";
import type { WorkCtx } from "./stages.ts";

const hundredths = (text: string | null, zeroWords: RegExp): number => {
  const t = (text ?? "").trim();
  if (t === "" || zeroWords.test(t)) return 0;
  return Math.round(Number(t) * 100);
};
const sphere = (t: string | null) => hundredths(t, /^(plano|pl|pln)$/i);
const cylinder = (t: string | null) => hundredths(t, /^(ds|sph)$/i);
const axis = (t: string | null) => Number.parseInt((t ?? "0").replace("°", ""), 10) || 0;
const mm = (t: string | null) => Number.parseFloat((t ?? "").replace(/mm$/i, "")) || 0;

/** Both lenses as the order's prescription asks for them, in the units the lab and the check use. */
export function orderedEyes(rx: PrescriptionRow): { right: OrderedEye; left: OrderedEye } {
  const halfPd = Math.round((mm(rx.pupillaryDistance) / 2) * 10) / 10;
  const eye = (s: string | null, c: string | null, a: string | null): OrderedEye => {
    const cyl = cylinder(c);
    return { sphere: sphere(s), cylinder: cyl, axis: cyl === 0 ? 0 : axis(a), monoPd: halfPd };
  };
  return {
    right: eye(rx.odDistanceSphere, rx.odDistanceCylinder, rx.odDistanceAxis),
    left: eye(rx.osDistanceSphere, rx.osDistanceCylinder, rx.osDistanceAxis),
  };
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
