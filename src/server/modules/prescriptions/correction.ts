import type { AppContext } from "#server/context.ts";
import { conflict, invalid, notFound } from "#server/lib/http-error.ts";
import { type PrescriptionValueFields, parsePrescription } from "#shared/prescription/rules.ts";
import { PRESCRIPTION_MESSAGES, PrescriptionValues } from "#shared/schemas/prescription.ts";
import { orderFrame, wrapLimitRefusal } from "./frame.ts";
import { orderForLink } from "./links-repo.ts";
import { findStoredPrescription, recordValueChange, writeSealedValues } from "./repo.ts";
import { rotateRow } from "./rotate-key.ts";
import { SEALED_COLUMNS, type SealedValues, sealFields, unsealPrescription } from "./sealing.ts";
import { COLUMN_FIELDS, changedValueFields, extendedValuesJson, prescriptionValuesOf } from "./values.ts";

type Ctx = Pick<AppContext, "db" | "storage" | "prescriptionKeys">;

const issuesOf = (problems: { field: string; message: string }[]) =>
  problems.map((p) => ({ path: p.field, message: p.message }));

/**
 * The admin types a prescription's values from its uploaded copy. Absent fields keep their value, blank
 * ones are cleared; the result passes the form's rules (the eye test judged against the day of its order,
 * or of its submission) and its order's frame, is sealed again, and the names of the changed fields, never
 * the values, are recorded with the admin and the time. Answers those names.
 */
export async function correctPrescriptionValues(
  ctx: Ctx,
  id: number,
  body: unknown,
  admin: string,
): Promise<string[]> {
  const input = PrescriptionValues.safeParse(body);
  if (!input.success) {
    throw invalid(
      "body",
      input.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  }
  let stored = await findStoredPrescription(ctx.db, id);
  if (!stored) throw notFound(`Prescription ${id} not found`);
  const current = prescriptionValuesOf(unsealPrescription(ctx.prescriptionKeys, stored));
  const next: PrescriptionValueFields = { ...current, ...input.data };

  const order = stored.orderId === null ? undefined : await orderForLink(ctx.db, stored.orderId);
  const parsed = parsePrescription(next, { reference: order?.createdAt ?? stored.createdAt });
  if (!parsed.ok) throw invalid("body", issuesOf(parsed.problems));
  const pd =
    next.pupillaryDistance?.trim() || (next.odPupillaryDistance?.trim() && next.osPupillaryDistance?.trim());
  if (!pd)
    throw invalid("body", [{ path: "pupillaryDistance", message: PRESCRIPTION_MESSAGES.pupillaryDistance }]);
  const refusal = wrapLimitRefusal(parsed.value, order ? await orderFrame(ctx.db, order.id) : null);
  if (refusal) throw refusal;

  const changed = changedValueFields(current, next);
  if (changed.length === 0) return [];

  // The values are sealed under the current key only: a row under an older one is moved onto it first.
  if (stored.keyId !== ctx.prescriptionKeys.currentId) {
    await rotateRow(ctx, stored);
    stored = await findStoredPrescription(ctx.db, id);
    if (!stored) throw notFound(`Prescription ${id} not found`);
  }
  const opened = unsealPrescription(ctx.prescriptionKeys, stored);
  const values = Object.fromEntries(SEALED_COLUMNS.map((c) => [c, opened[c]])) as SealedValues;
  for (const name of COLUMN_FIELDS) values[name] = next[name]?.trim() || null;
  values.extendedValues = extendedValuesJson(next);

  await ctx.db.transaction(async (tx) => {
    if (!(await writeSealedValues(tx, id, sealFields(ctx.prescriptionKeys, values)))) {
      throw conflict("The prescription changed meanwhile: open it again");
    }
    await recordValueChange(tx, { prescriptionId: id, admin, changedFields: changed });
  });
  return changed;
}
