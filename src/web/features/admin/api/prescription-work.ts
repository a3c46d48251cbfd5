import { PrescriptionWork } from "#shared/schemas/prescription-work.ts";
import { useAdminQuery } from "./admin-query.ts";

export const prescriptionWorkUrl = (orderId: number) => `/api/admin/prescription-work/${orderId}`;

/** GET /api/admin/prescription-work/:orderId: the order's prescription, stage, history and allowed actions. */
export function usePrescriptionWork(orderId: number) {
  return useAdminQuery(prescriptionWorkUrl(orderId), PrescriptionWork, { enabled: orderId > 0 });
}
