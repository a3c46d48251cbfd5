import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CARRIER_SEGMENT, ResetAllResponse } from "#shared/schemas/shipping.ts";
import { apiRequest } from "#web/lib/api.ts";
import { EMAILS_URL, invalidateOrders } from "./admin-query.ts";

export type ShippingAction = "create" | "update-tracking" | "cancel" | "send-tracking-email" | "reset";

const shippingUrl = (action: ShippingAction | "reset-all") => `/api/shipping/${CARRIER_SEGMENT}/${action}`;

/** POST /api/shipping/royal-mail/{action} {orderId}; the order lists are refetched either way. */
export function useShippingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, orderId }: { action: ShippingAction; orderId: number }) => {
      const res = await apiRequest("POST", shippingUrl(action), { orderId });
      return (await res.json()) as { trackingNumber?: string | null };
    },
    onSettled: async (_data, _error, { action, orderId }) => {
      await invalidateOrders(queryClient, orderId);
      if (action === "send-tracking-email") await queryClient.invalidateQueries({ queryKey: [EMAILS_URL] });
    },
  });
}

/** POST /api/shipping/royal-mail/reset-all: clears the carrier details of every order. */
export function useResetAllShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", shippingUrl("reset-all"));
      return ResetAllResponse.parse(await res.json()).count;
    },
    onSettled: () => invalidateOrders(queryClient),
  });
}
