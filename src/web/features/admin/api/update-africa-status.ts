import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AFRICA_ADMIN_STATUSES } from "#shared/order-status.ts";
import { StatusChangeResponse } from "#shared/schemas/admin.ts";
import { apiRequest } from "#web/lib/api.ts";
import { AFRICA_ORDERS_URL } from "./admin-query.ts";

export type AfricaStatus = (typeof AFRICA_ADMIN_STATUSES)[number];

export function useUpdateAfricaStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; status: AfricaStatus }) => {
      const res = await apiRequest("PATCH", `${AFRICA_ORDERS_URL}/${input.id}/status`, {
        status: input.status,
      });
      return StatusChangeResponse.parse(await res.json());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [AFRICA_ORDERS_URL] }),
  });
}
