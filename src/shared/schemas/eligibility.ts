import { z } from "zod";
import type { PrescriptionEligibility as Answers } from "../prescription/eligibility.ts";

/** The wearer's answers as the browser sends them: true is "yes". */
export const PrescriptionEligibility = z.object({
  version: z.number().int().positive().max(1000),
  aged16OrOver: z.boolean(),
  notSightImpaired: z.boolean(),
}) satisfies z.ZodType<Answers>;
