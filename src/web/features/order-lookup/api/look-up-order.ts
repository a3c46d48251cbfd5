import { useMutation } from "@tanstack/react-query";
import { type OrderLookupBody, OrderPage } from "#shared/schemas/order-lookup.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/order-lookup: the order for its number and the email it was placed with. */
export async function lookUpOrder(body: OrderLookupBody): Promise<OrderPage> {
  const res = await apiRequest("POST", "/api/order-lookup", body);
  return OrderPage.parse(await res.json());
}

export function useLookUpOrder() {
  return useMutation({ mutationFn: lookUpOrder });
}
