import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DiscountCode, type DiscountCodeInput } from "#shared/schemas/discount-codes.ts";
import { apiRequest } from "#web/lib/api.ts";
import { DISCOUNT_CODES_URL } from "./admin-query.ts";

/** POST /api/discount-codes without an id, PATCH /api/discount-codes/:id with one. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: DiscountCodeInput }) => {
      const res =
        id === undefined
          ? await apiRequest("POST", DISCOUNT_CODES_URL, body)
          : await apiRequest("PATCH", `${DISCOUNT_CODES_URL}/${id}`, body);
      return DiscountCode.parse(await res.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DISCOUNT_CODES_URL] }),
  });
}
