import type { prescriptions } from "#server/db/schema/index.ts";
import type { Keyring } from "#server/lib/keyring.ts";
import { openText, sealText } from "#server/lib/seal.ts";
import type { SealedStorage, StoredObject } from "#server/providers/storage/index.ts";
import { PRESCRIPTION_MEASUREMENTS } from "#shared/schemas/prescription.ts";

type Row = typeof prescriptions.$inferSelect;

/**
 * The clinical values, sealed in their columns (decision 0025). Name, email and phone stay plain: they
 * find a person's records (matching to orders, export, erasure) and are no health data by themselves.
 */
export const SEALED_COLUMNS = [
  ...PRESCRIPTION_MEASUREMENTS,
  "pupillaryDistance",
  "notes",
  "extendedValues",
] as const satisfies readonly (keyof Row)[];

type SealedColumn = (typeof SEALED_COLUMNS)[number];
export type SealedValues = Pick<Row, SealedColumn>;

/** Each value is bound to its column: moved to another, it no longer opens. */
const contextOf = (column: SealedColumn) => `prescriptions.${column}`;

/** The values sealed under the current key, and that key's id for the row's key_id. Nulls stay null. */
export function sealFields(keys: Keyring, values: SealedValues): SealedValues & { keyId: string } {
  const sealed = { keyId: keys.currentId } as SealedValues & { keyId: string };
  for (const column of SEALED_COLUMNS) {
    const value = values[column];
    (sealed as Record<SealedColumn, string | null>)[column] =
      value === null ? null : sealText(keys, value, contextOf(column));
  }
  return sealed;
}

/**
 * A row as read from the table with its values opened; a row with no key_id was written before encryption
 * and is plain already. A wrong key or altered value throws a SealError.
 */
export function unsealPrescription<T extends Row>(keys: Keyring, row: T): T {
  if (row.keyId === null) return row;
  const opened = { ...row };
  for (const column of SEALED_COLUMNS) {
    const value = row[column];
    (opened as Record<SealedColumn, string | null>)[column] =
      value === null ? null : openText(keys, value, contextOf(column));
  }
  return opened;
}

/** A row's file, opened; read as stored for a row written before encryption. Null when it is gone. */
export function readPrescriptionFile(
  storage: SealedStorage,
  row: Pick<Row, "fileKey" | "keyId">,
): Promise<StoredObject | null> {
  if (!row.fileKey) return Promise.resolve(null);
  return (row.keyId === null ? storage.plain : storage).get(row.fileKey);
}
