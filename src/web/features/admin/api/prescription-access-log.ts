import { z } from "zod";
import { PrescriptionAccessEntry } from "#shared/schemas/privacy.ts";
import { PRESCRIPTION_ACCESS_LOG_URL, useAdminQuery } from "./admin-query.ts";

/** GET /api/admin/prescription-access-log: who was shown which prescription, newest first. */
export function usePrescriptionAccessLog(prescriptionId?: number) {
  const url = prescriptionId
    ? `${PRESCRIPTION_ACCESS_LOG_URL}?prescriptionId=${prescriptionId}`
    : PRESCRIPTION_ACCESS_LOG_URL;
  return useAdminQuery(url, z.array(PrescriptionAccessEntry));
}
