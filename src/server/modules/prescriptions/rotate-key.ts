import { buffer } from "node:stream/consumers";
import type { AppContext } from "#server/context.ts";
import { resealPrescription, rowsNotUnderKey, type StoredPrescriptionRow } from "./repo.ts";
import {
  readPrescriptionFile,
  SEALED_COLUMNS,
  type SealedValues,
  sealFields,
  unsealPrescription,
} from "./sealing.ts";

type Ctx = Pick<AppContext, "db" | "storage" | "prescriptionKeys">;

interface RotationResult {
  /** Prescriptions now sealed under the current key that were not before. */
  rotated: number;
  /** Of those, rows whose file was already gone from storage (their values were still re-sealed). */
  missingFiles: number;
}

const BATCH = 50;

/**
 * Re-seals one row under the current key: a new file first, then the row's values, key id and file key in
 * one conditional update, then the old file goes. Interrupted anywhere, the row still opens (old file and
 * values, or new ones), so a rerun picks it up again; at worst a file written just before the stop is left
 * unreferenced. "skipped" when another process changed or deleted the row meanwhile.
 */
export async function rotateRow(
  ctx: Ctx,
  row: StoredPrescriptionRow,
): Promise<"rotated" | "missing-file" | "skipped"> {
  const opened = unsealPrescription(ctx.prescriptionKeys, row);
  const values = Object.fromEntries(SEALED_COLUMNS.map((c) => [c, opened[c]])) as SealedValues;
  let fileKey = row.fileKey;
  let written: string | undefined;
  let missing = false;
  if (row.fileKey) {
    const file = await readPrescriptionFile(ctx.storage, row);
    if (file) {
      written = await ctx.storage.put(await buffer(file.stream), file.mime);
      fileKey = written;
    } else {
      missing = true;
    }
  }
  const done = await resealPrescription(ctx.db, row, {
    ...sealFields(ctx.prescriptionKeys, values),
    fileKey,
  });
  if (!done) {
    if (written) await ctx.storage.delete(written);
    return "skipped";
  }
  if (written && row.fileKey) await ctx.storage.delete(row.fileKey);
  return missing ? "missing-file" : "rotated";
}

/**
 * `npm run rotate-prescription-key`: every prescription not under the current PRESCRIPTION_KEY (sealed under
 * a key of PRESCRIPTION_KEYS_PREVIOUS, or written before encryption) is re-sealed under it, row by row.
 * Restartable and safe to rerun: a row already under the current key is never read.
 */
export async function rotatePrescriptionKey(ctx: Ctx): Promise<RotationResult> {
  const result: RotationResult = { rotated: 0, missingFiles: 0 };
  let after = 0;
  for (;;) {
    const rows = await rowsNotUnderKey(ctx.db, ctx.prescriptionKeys.currentId, after, BATCH);
    for (const row of rows) {
      after = row.id;
      const outcome = await rotateRow(ctx, row);
      if (outcome !== "skipped") result.rotated++;
      if (outcome === "missing-file") result.missingFiles++;
    }
    if (rows.length < BATCH) return result;
  }
}
