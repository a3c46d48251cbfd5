import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RepaymentView } from "#shared/schemas/repayment.ts";
import { ApiError, apiRequest } from "#web/lib/api.ts";

const REPAYMENT_URL = "/api/repayment";

/** GET /api/repayment?t=: what the emailed link asks the shopper to pay, or why there is nothing to pay. */
export function useRepayment(token: string | null) {
  return useQuery({
    queryKey: [REPAYMENT_URL, token ?? ""],
    queryFn: async () => {
      const res = await apiRequest("GET", `${REPAYMENT_URL}?t=${encodeURIComponent(token as string)}`);
      return RepaymentView.parse(await res.json());
    },
    enabled: token !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** POST /api/repayment/complete: once the card is through, the server checks with the provider. */
export function useCompleteRepayment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", `${REPAYMENT_URL}/complete`, { token });
      return RepaymentView.parse(await res.json());
    },
    onSuccess: (view) => queryClient.setQueryData([REPAYMENT_URL, token], view),
  });
}
