/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ (or tab or CR) gets
 * an apostrophe first, so a spreadsheet shows the text instead of running it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF line end. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
