/**
 * Reads a DCS job file back for tests, from the standard's rules rather than from the writer: records are
 * `LABEL=value` lines ended by CR LF, a chiral record's right and left values are split at ";", numbers are
 * decimals (dioptres and prism turned into integer hundredths), everything else is a literal.
 */

const DIOPTRES = new Set(["SPH", "CYL", "ADD", "PRVM"]);
const NUMBERS = new Set(["AX", "PRVA", "IPD", "SEGHT", "OCHT", "HBOX", "VBOX", "DBL", "LIND"]);
const CHIRAL = new Set([
  "SPH",
  "CYL",
  "AX",
  "ADD",
  "PRVM",
  "PRVA",
  "IPD",
  "SEGHT",
  "OCHT",
  "HBOX",
  "VBOX",
  "LIND",
  "LTYP",
  "LNAM",
  "LMATTYPE",
  "TINT",
  "ACOAT",
]);

export type DcsValue = string | number;
export type DcsRecord = DcsValue | { right: DcsValue; left: DcsValue };

function convert(label: string, text: string): DcsValue {
  if (!DIOPTRES.has(label) && !NUMBERS.has(label)) return text;
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`${label}: "${text}" is not a DCS number`);
  return DIOPTRES.has(label) ? Math.round(Number(text) * 100) : Number(text);
}

export function readDcs(file: string): Map<string, DcsRecord> {
  if (!file.endsWith("\r\n")) throw new Error("the last record has no CR LF");
  const lines = file.slice(0, -2).split("\r\n");
  const records = new Map<string, DcsRecord>();
  for (const line of lines) {
    if (/[\r\n]/.test(line)) throw new Error(`a bare CR or LF in "${line}"`);
    const at = line.indexOf("=");
    const label = line.slice(0, at);
    if (at < 1 || !/^_?[A-Z][A-Z0-9]*$/.test(label)) throw new Error(`not a record: "${line}"`);
    if (records.has(label)) throw new Error(`${label} twice`);
    const value = line.slice(at + 1);
    if (value.includes("=")) throw new Error(`${label}: a reserved "=" in its value`);
    if (CHIRAL.has(label)) {
      const fields = value.split(";");
      if (fields.length !== 2) throw new Error(`${label}: a chiral record needs right;left`);
      records.set(label, { right: convert(label, fields[0] ?? ""), left: convert(label, fields[1] ?? "") });
    } else {
      if (value.includes(";")) throw new Error(`${label}: a reserved ";" in a single value`);
      records.set(label, convert(label, value));
    }
  }
  return records;
}

/** A prism's horizontal (base in positive) and vertical (base up positive) parts from PRVM and PRVA. */
export function prismParts(magnitude: number, angle: number, side: "right" | "left") {
  const radians = (angle * Math.PI) / 180;
  const towardsWearersLeft = magnitude * Math.cos(radians);
  return {
    baseIn: side === "right" ? towardsWearersLeft : -towardsWearersLeft,
    baseUp: magnitude * Math.sin(radians),
  };
}
