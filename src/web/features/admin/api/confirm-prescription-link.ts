import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PrescriptionLinked } from "#shared/schemas/prescription-links.ts";
import { apiRequest } from "#web/lib/api.ts";
import { ORDERS_URL, PRESCRIPTIONS_URL } from "./admin-query.ts";

/** POST /api/prescriptions/:id/link: staff confirm that a suggested order is this prescription's. */
export function useConfirmPrescriptionLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { prescriptionId: number; orderId: number }) => {
      const res = await apiRequest("POST", `${PRESCRIPTIONS_URL}/${input.prescriptionId}/link`, {
        orderId: input.orderId,
      });
      return PrescriptionLinked.parse(await res.json());
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRESCRIPTIONS_URL] }),
        queryClient.invalidateQueries({ queryKey: [ORDERS_URL] }),
      ]),
  });
}
