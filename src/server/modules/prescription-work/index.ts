export { forgetPrescriptionWork } from "./forget.ts";
export { prescriptionQueue } from "./queue.ts";
export { prescriptionWorkRoutes } from "./routes.ts";
