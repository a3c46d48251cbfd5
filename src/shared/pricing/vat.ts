/** UK standard rate: prices include VAT at 20%, so the VAT in a gross price is a sixth of it. */
export const VAT_RATE_PERCENT = 20;

/** gross / VAT fraction: 6 at 20%. */
const DIVISOR = (100 + VAT_RATE_PERCENT) / VAT_RATE_PERCENT;

function assertPence(grossPence: number): void {
  if (!Number.isSafeInteger(grossPence) || grossPence < 0) {
    throw new RangeError(`Not a non-negative whole number of pence: ${grossPence}`);
  }
}

/**
 * The VAT inside a VAT-inclusive amount of integer pence: a sixth of the gross rounded down to the penny
 * (HMRC allows rounding down), so it is never more than a sixth. Worked out once per invoice, on the amount
 * charged, never per line (docs/decisions/0017-vat-on-receipts.md). Exact integer arithmetic, no floats.
 */
export function vatIncludedPence(grossPence: number): number {
  assertPence(grossPence);
  return (grossPence - (grossPence % DIVISOR)) / DIVISOR;
}

/** A gross amount split into its net and VAT parts; net + vat = gross. */
export function splitVat(grossPence: number): { net: number; vat: number } {
  const vat = vatIncludedPence(grossPence);
  return { net: grossPence - vat, vat };
}

/**
 * `vatIncludedPence` in SQL over an integer expression: the same sixth rounded down, in integers, so a sum
 * of it over invoices equals the sum of their receipts' VAT.
 */
export const vatIncludedSql = (gross: string): string =>
  `((${gross}) - (${gross}) % ${DIVISOR}) / ${DIVISOR}`;
