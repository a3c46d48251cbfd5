import { PRESCRIPTION_STAGES, type PrescriptionStage } from "#shared/order-status.ts";
import { PrescriptionQueue } from "#shared/schemas/prescription-work.ts";
import { useAdminQuery } from "./admin-query.ts";

export const PRESCRIPTION_QUEUE_URL = "/api/admin/prescription-queue";
export const QUEUE_PAGE_SIZE = 25;

export const isPrescriptionStage = (value: string | null): value is PrescriptionStage =>
  PRESCRIPTION_STAGES.some((stage) => stage === value);

export function prescriptionQueueUrl(stage: PrescriptionStage | null, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(QUEUE_PAGE_SIZE) });
  if (stage) params.set("stage", stage);
  return `${PRESCRIPTION_QUEUE_URL}?${params}`;
}

/** GET /api/admin/prescription-queue: one stage or all, oldest first, with the count per stage. */
export function usePrescriptionQueue(stage: PrescriptionStage | null, page: number) {
  return useAdminQuery(prescriptionQueueUrl(stage, page), PrescriptionQueue);
}
