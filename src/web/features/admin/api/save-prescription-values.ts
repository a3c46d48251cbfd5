import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PrescriptionValues, PrescriptionValuesSaved } from "#shared/schemas/prescription.ts";
import { apiRequest } from "#web/lib/api.ts";
import { ORDERS_URL, PRESCRIPTIONS_URL } from "./admin-query.ts";

/** PUT /api/admin/prescriptions/:id/values: the admin's correction, typed from the uploaded copy. */
export function useSavePrescriptionValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { prescriptionId: number; values: PrescriptionValues }) => {
      const res = await apiRequest(
        "PUT",
        `/api/admin/prescriptions/${input.prescriptionId}/values`,
        input.values,
      );
      return PrescriptionValuesSaved.parse(await res.json());
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRESCRIPTIONS_URL] }),
        queryClient.invalidateQueries({ queryKey: [ORDERS_URL] }),
      ]),
  });
}
