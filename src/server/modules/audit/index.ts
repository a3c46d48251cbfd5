export { auditAdminRoutes } from "./admin-routes.ts";
export { type AuditNote, registerAuditTrail } from "./hook.ts";
export {
  type AuditActor,
  auditActor,
  prescriptionAccessEntries,
  recordAudit,
  recordPrescriptionReads,
} from "./service.ts";
