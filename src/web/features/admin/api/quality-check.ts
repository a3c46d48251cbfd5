import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { QcCheckView } from "#shared/schemas/prescription-work.ts";
import { apiRequest } from "#web/lib/api.ts";
import type { QcReadings } from "../lib/qc-readings.ts";
import { prescriptionWorkUrl } from "./prescription-work.ts";
import { refetchPrescriptionWork } from "./stage-action.ts";

export const QcResult = z.object({ pass: z.boolean(), check: QcCheckView, status: z.string() });
export type QcResult = z.infer<typeof QcResult>;

/** POST /api/admin/prescription-work/:orderId/quality-check: the lenses' readings against the order. */
export function useQualityCheck(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (readings: QcReadings) => {
      const res = await apiRequest("POST", `${prescriptionWorkUrl(orderId)}/quality-check`, readings);
      return QcResult.parse(await res.json());
    },
    onSettled: () => refetchPrescriptionWork(queryClient, orderId),
  });
}
