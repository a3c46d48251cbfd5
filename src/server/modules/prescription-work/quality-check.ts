import { conflict } from "#server/lib/http-error.ts";
import type { Keyring } from "#server/lib/keyring.ts";
import { openText, sealText } from "#server/lib/seal.ts";
import { type Actor, findOrder, transition } from "#server/modules/orders/index.ts";
import { completePrescriptionOf } from "#server/modules/prescriptions/index.ts";
import {
  checkReadings,
  type FieldCheck,
  type QcReadingsBody,
  type ReadingsCheck,
} from "#shared/prescription/iso-21987.ts";
import type { QcCheckView } from "#shared/schemas/prescription-work.ts";
import { currentPrescription, orderedEyes } from "./ordered.ts";
import { insertQc, latestLabJob, type QcRow } from "./repo.ts";
import type { WorkCtx } from "./stages.ts";

const SEAL_CONTEXT = "qc_checks.readings";

/** What was compared, kept sealed: the check's rows hold the ordered and measured values of both lenses. */
const sealCheck = (keys: Keyring, check: ReadingsCheck) =>
  sealText(keys, JSON.stringify(check), SEAL_CONTEXT);
export const openCheck = (keys: Keyring, row: QcRow): ReadingsCheck =>
  JSON.parse(openText(keys, row.readings, SEAL_CONTEXT)) as ReadingsCheck;

const failedFieldsOf = (check: ReadingsCheck) => [
  ...check.right.filter((c) => !c.ok).map((c) => `right.${c.field}`),
  ...check.left.filter((c) => !c.ok).map((c) => `left.${c.field}`),
];

/**
 * The focimeter readings of the lenses back from the lab, against the order. Within every tolerance the
 * order is ready to dispatch; otherwise the check is kept with what failed, and the order waits for a
 * re-make. One check per job: a second entry for the same lenses is refused.
 */
export async function recordQualityCheck(
  ctx: WorkCtx,
  orderId: number,
  readings: QcReadingsBody,
  actor: Actor,
): Promise<{ pass: boolean; check: QcCheckView; status: string }> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order?.needsPrescription) throw conflict(`Order ${orderId} has no prescription lenses to check`);
  if (order.status !== "quality_check") {
    throw conflict(
      `Quality checks are entered when the lenses are back from the lab; this order is ${order.status.replaceAll("_", " ")}`,
    );
  }
  const stored = await currentPrescription(ctx, order);
  const rx = stored ? completePrescriptionOf(stored) : null;
  if (!rx) throw conflict("This order has no complete prescription to check the lenses against");
  const job = await latestLabJob(ctx.db, orderId);
  if (!job) throw conflict("This order has no lab job");
  const check = checkReadings(orderedEyes(rx), readings);
  const row = {
    orderId,
    labJobId: job.id,
    readings: sealCheck(ctx.prescriptionKeys, check),
    keyId: ctx.prescriptionKeys.currentId,
    pass: check.pass,
    failedFields: failedFieldsOf(check),
    checkedBy: actor,
  };
  const alreadyChecked = () => conflict(`The lenses of job ${job.jobNumber} were checked already`);
  // Set inside the stage's transaction on a pass; a holder, so the type survives the callback.
  const out: { saved: QcRow | null } = { saved: null };
  let status = order.status;
  if (check.pass) {
    const moved = await transition(ctx, orderId, "ready_to_dispatch", {
      actor,
      reason: `Quality check of job ${job.jobNumber} passed`,
      step: async (tx) => {
        out.saved = await insertQc(tx, row);
        if (!out.saved) throw alreadyChecked();
      },
    });
    status = moved.order.status;
  } else {
    out.saved = await insertQc(ctx.db, row);
    if (!out.saved) throw alreadyChecked();
  }
  if (!out.saved) throw alreadyChecked();
  return { pass: check.pass, check: qcView(check, job.jobNumber, out.saved), status };
}

const signed = (hundredths: number) =>
  `${hundredths > 0 ? "+" : hundredths < 0 ? "−" : ""}${(Math.abs(hundredths) / 100).toFixed(2)}`;

function shown(c: FieldCheck): Pick<QcCheckView["fields"][number], "ordered" | "measured" | "tolerance"> {
  if (c.field === "axis")
    return { ordered: `${c.ordered}°`, measured: `${c.measured}°`, tolerance: `±${c.tolerance}°` };
  if (c.field.startsWith("centre")) {
    return { ordered: `${c.ordered} mm`, measured: `${c.measured} mm`, tolerance: `±${c.tolerance} mm` };
  }
  return {
    ordered: signed(c.ordered),
    measured: signed(c.measured),
    tolerance: `±${(c.tolerance / 100).toFixed(2)}`,
  };
}

const FIELD_NAMES: Record<string, string> = {
  meridian: "Power (strongest meridian)",
  cylinder: "Cylinder",
  axis: "Axis",
  add: "Addition",
  prismH: "Horizontal prism",
  prismV: "Vertical prism",
  centreH: "Optical centre (PD)",
  centreV: "Optical centre height",
};

export function qcView(
  check: ReadingsCheck,
  jobNumber: string,
  row: Pick<QcRow, "pass" | "checkedBy" | "createdAt">,
): QcCheckView {
  const fields = (eye: "right" | "left") =>
    check[eye].map((c) => ({ eye, field: FIELD_NAMES[c.field] ?? c.field, ok: c.ok, ...shown(c) }));
  return {
    jobNumber,
    pass: row.pass,
    checkedBy: row.checkedBy,
    checkedAt: row.createdAt.toISOString(),
    fields: [...fields("right"), ...fields("left")],
  };
}
