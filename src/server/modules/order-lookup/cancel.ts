import type { AppContext } from "#server/context.ts";
import { conflict } from "#server/lib/http-error.ts";
import { transition } from "#server/modules/orders/index.ts";
import { CANCEL_TOO_LATE } from "#shared/prescription/cancellation-rights.ts";
import type { OrderPage } from "#shared/schemas/order-lookup.ts";
import { shopperMayCancel } from "./cancellable.ts";
import { orderFromToken, orderPage } from "./service.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email" | "config" | "log" | "catalogue">;

export const ALREADY_CANCELLED = "This order has already been cancelled.";
export const NOT_SHOPPER_CANCELLABLE =
  "This order cannot be cancelled online. Please contact us and we will help.";

/**
 * The shopper cancels a prescription order from its order page before the lenses are being made: the
 * whole charge goes back through the order's one cancel. The key is the order's own, so a repeated or
 * concurrent cancel never refunds twice.
 */
export async function cancelFromToken(ctx: Ctx, token: string): Promise<OrderPage> {
  const order = await orderFromToken(ctx, token);
  if (order.status === "cancelled") throw conflict(ALREADY_CANCELLED);
  if (!order.needsPrescription) throw conflict(NOT_SHOPPER_CANCELLABLE);
  if (!shopperMayCancel(order)) throw conflict(CANCEL_TOO_LATE);
  const { order: cancelled } = await transition(ctx, order.id, "cancelled", {
    actor: "storefront",
    reason: "cancelled by the shopper before the lenses were made",
    idempotencyKey: `shopper-cancel-${order.id}`,
  });
  return orderPage(ctx, cancelled);
}
