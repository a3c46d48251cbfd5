import { z } from "zod";
import { parseDay } from "../dates.ts";
import { periodProblem } from "../returns/periods.ts";

/** A period of London calendar days, both ends included, at most three years: the owner's reports read one. */

const Day = (label: string) =>
  z
    .string({ error: `${label} is required, as a date YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date as YYYY-MM-DD`, abort: true })
    .refine((day) => parseDay(day) !== null, `${label} is not a real date`);

export const PeriodQuery = z.object({ from: Day("from"), to: Day("to") }).superRefine((period, ctx) => {
  const problem = periodProblem(period);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["to"] });
});
export type PeriodQuery = z.infer<typeof PeriodQuery>;
