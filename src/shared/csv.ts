import { penceToDecimal } from "./money.ts";

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ (or tab or CR) gets
 * an apostrophe first, so a spreadsheet shows the text instead of running it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** An amount of money for csvLine: written as its bare decimal ("-9.17"), which no spreadsheet runs as a formula. */
export interface CsvAmount {
  pence: number;
}

/** One CSV record with its CRLF line end. */
export function csvLine(values: readonly (string | CsvAmount)[]): string {
  return `${values.map((v) => (typeof v === "string" ? csvField(v) : penceToDecimal(v.pence))).join(",")}\r\n`;
}

/** Reads CSV as csvLine writes it (RFC 4180: quoted fields, doubled quotes, CRLF or LF), a leading BOM skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || (c === "\r" && body[i + 1] === "\n")) {
      if (c === "\r") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}
