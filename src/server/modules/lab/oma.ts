import type { Eye, LabJob } from "./job.ts";

/**
 * The job as a file of The Vision Council's Data Communication Standard (DCS, the "OMA" files lens labs,
 * tracers and edgers read), written to version 3.12 (August 2018):
 * - one record per line, `LABEL=value`, each line ended by CR LF; "=" and ";" are reserved characters
 *   (clause 3.2);
 * - a chiral record, one that differs per lens, holds the right lens's value, ";" and the left's;
 * - numbers are plain decimals with a leading "-" when negative and no "+" (clause 3.3, data types);
 *   dioptres and millimetres with two decimals, the axis in whole degrees, the index with three;
 * - literals never hold the reserved characters "=", ";", CR or LF, and stay ASCII;
 * - labels starting with "_" are the sender's own; the order number and the notes use them.
 * Check the first files with the lab's software before relying on them: the standard's label dictionary
 * was read from public implementations, not from the purchased text.
 *
 * The records used: JOB (job identifier), DO (B: both lenses), LTYP (lens
 * type: SV single vision, PR progressive), LNAM (lens style name), LIND (nominal index), LMATTYPE (material),
 * SPH, CYL, AX, ADD, PRVM and PRVA (prism: magnitude, and base direction in degrees, 360 notation as seen
 * from the front of the glasses: 0 points to the wearer's left, 90 up, so base in is 0 on the right lens and
 * 180 on the left), IPD (monocular distance PD), SEGHT (fitting cross height of a progressive) or OCHT
 * (optical centre height), HBOX, VBOX, DBL, FRNM (frame name), TINT, ACOAT (coating).
 * No REQ record: REQ opens a device's request in the interactive sessions; a job sent as a file has none.
 */

const CRLF = "\r\n";
const RESERVED = /[=;\r\n]+/g;

const hundredths = (n: number) => (n / 100).toFixed(2);
const mm = (n: number) => n.toFixed(2);

/** A literal fit for a DCS record: ASCII, no reserved characters, no stray spaces. */
function literal(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[^\x20-\x7e\r\n]/g, "")
    .replace(RESERVED, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const chiral = (right: string, left: string) => `${right};${left}`;

/** The prism of one lens as magnitude and base angle (degrees, 360 notation), or null without prism. */
export function prismVector(eye: Eye, side: "right" | "left"): { magnitude: number; angle: number } | null {
  if (!eye.prismH && !eye.prismV) return null;
  // Base in points to the nose: the wearer's left on the right lens, right on the left lens.
  const inward = side === "right" ? 1 : -1;
  const x = (eye.prismH ?? 0) * (eye.baseH === "out" ? -inward : inward);
  const y = (eye.prismV ?? 0) * (eye.baseV === "down" ? -1 : 1);
  const angle = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return { magnitude: Math.hypot(x, y), angle: Math.round(angle * 10) / 10 };
}

/** The job file for the lab: every record of the job, CR LF after each. */
export function labJobFile(job: LabJob): string {
  const { right, left } = job.eyes;
  const both = (value: string) => chiral(value, value);
  const per = (pick: (eye: Eye) => string) => chiral(pick(right), pick(left));
  const records: [string, string][] = [
    ["JOB", literal(job.jobNumber)],
    ["_ORDER", literal(job.orderNumber)],
    ["DO", "B"],
    ["LTYP", both(job.lens.design === "varifocal" ? "PR" : "SV")],
    ["LNAM", both(literal(`${job.lens.design} ${job.lens.material} ${job.lens.index}`))],
    ["LMATTYPE", both(literal(job.lens.material))],
    ["LIND", both(job.lens.index.toFixed(3))],
    ["SPH", per((e) => hundredths(e.sphere))],
    ["CYL", per((e) => hundredths(e.cylinder))],
    ["AX", per((e) => String(e.cylinder === 0 ? 0 : e.axis))],
  ];
  if (right.add !== undefined || left.add !== undefined) {
    records.push(["ADD", per((e) => hundredths(e.add ?? 0))]);
  }
  const prisms = { right: prismVector(right, "right"), left: prismVector(left, "left") };
  if (prisms.right || prisms.left) {
    records.push([
      "PRVM",
      chiral(hundredths(prisms.right?.magnitude ?? 0), hundredths(prisms.left?.magnitude ?? 0)),
    ]);
    records.push(["PRVA", chiral(String(prisms.right?.angle ?? 0), String(prisms.left?.angle ?? 0))]);
  }
  records.push(["IPD", per((e) => mm(e.monoPd))]);
  if (right.fittingHeight !== undefined || left.fittingHeight !== undefined) {
    const label = job.lens.design === "varifocal" ? "SEGHT" : "OCHT";
    records.push([label, per((e) => mm(e.fittingHeight ?? 0))]);
  }
  if (job.frame.hbox !== undefined) records.push(["HBOX", both(mm(job.frame.hbox))]);
  if (job.frame.vbox !== undefined) records.push(["VBOX", both(mm(job.frame.vbox))]);
  if (job.frame.dbl !== undefined) records.push(["DBL", mm(job.frame.dbl)]);
  records.push(["FRNM", literal(job.frame.model)]);
  if (job.lens.tint) records.push(["TINT", both(literal(job.lens.tint))]);
  if (job.lens.coating) records.push(["ACOAT", both(literal(job.lens.coating))]);
  if (job.notes && literal(job.notes)) records.push(["_NOTE", literal(job.notes)]);
  return records.map(([label, value]) => `${label}=${value}${CRLF}`).join("");
}
