export type { Eye, LabJob, LensDesign } from "./job.ts";
export { labJobSheet } from "./job-sheet.ts";
export { labJobFile } from "./oma.ts";
