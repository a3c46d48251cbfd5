import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api.ts";
import { DISCOUNT_CODES_URL } from "./admin-query.ts";

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `${DISCOUNT_CODES_URL}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DISCOUNT_CODES_URL] }),
  });
}
