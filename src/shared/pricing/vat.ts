/** UK standard rate: prices include VAT at 20%, so the VAT in a gross price is a sixth of it. */
export const VAT_RATE_PERCENT = 20;

/**
 * The VAT inside a VAT-inclusive amount of integer pence: gross / 6 rounded to the nearest penny, halves
 * up (HMRC allows rounding to the nearest penny). Exact integer arithmetic, no floats.
 */
export function vatIncludedPence(grossPence: number): number {
  if (!Number.isSafeInteger(grossPence) || grossPence < 0) {
    throw new RangeError(`Not a non-negative whole number of pence: ${grossPence}`);
  }
  const divisor = (100 + VAT_RATE_PERCENT) / VAT_RATE_PERCENT;
  const remainder = grossPence % divisor;
  return (grossPence - remainder) / divisor + (2 * remainder >= divisor ? 1 : 0);
}

/** A gross amount split into its net and VAT parts; net + vat = gross. */
export function splitVat(grossPence: number): { net: number; vat: number } {
  const vat = vatIncludedPence(grossPence);
  return { net: grossPence - vat, vat };
}
