import { OrderTotal } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/africa-r3d/orders: the Africa R3D flow's completion call (idempotent on the server). */
export async function completeAfricaOrder(
  data: Record<string, unknown>,
  paymentIntentId: string,
): Promise<OrderTotal> {
  const res = await apiRequest("POST", "/api/africa-r3d/orders", {
    ...data,
    stripePaymentIntentId: paymentIntentId,
    status: "completed",
  });
  return OrderTotal.parse(await res.json());
}
