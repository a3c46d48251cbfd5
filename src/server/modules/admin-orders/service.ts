import type { AppContext } from "#server/context.ts";
import { transition } from "#server/modules/orders/lifecycle.ts";
import type { OrderStatus } from "#shared/order-status.ts";
import type { StatusChangeResponse } from "#shared/schemas/admin.ts";

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  /** The admin's username, recorded as `admin:<username>`. */
  adminUsername: string;
  /** Restricts the change to orders of this type (the Africa R3D table). */
  orderType?: string;
}

/** The admin's status menus: every change goes through the one order lifecycle. */
export async function changeOrderStatus(
  ctx: Pick<AppContext, "db" | "payments" | "email" | "config">,
  change: StatusChange,
): Promise<StatusChangeResponse> {
  const { order, from } = await transition(ctx, change.orderId, change.to, {
    actor: `admin:${change.adminUsername}`,
    orderType: change.orderType,
  });
  return { id: order.id, previousStatus: from, status: order.status };
}
