import type { AppContext } from "#server/context.ts";
import { conflict } from "#server/lib/http-error.ts";
import { PAID_STATUSES } from "#shared/order-status.ts";
import { customerFromLooseBody } from "#shared/schemas/orders.ts";
import type { OrderRow } from "./repo.ts";
import { attachCustomer, completeOrder, failOrder } from "./service.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email">;

export const isPaid = (order: OrderRow) => (PAID_STATUSES as readonly string[]).includes(order.status);

export function paidOrConflict(order: OrderRow): OrderRow {
  if (!isPaid(order)) throw conflict(`This order is ${order.status}`);
  return order;
}

/** The browser's completion call: fills missing customer details, then completes if the provider agrees. */
export async function completeFromBrowser(
  ctx: Ctx,
  body: Record<string, unknown>,
  pi: string,
): Promise<OrderRow> {
  const customer = customerFromLooseBody(body);
  if (Object.keys(customer).length > 0) await attachCustomer(ctx, pi, customer, { onlyIfMissing: true });
  return paidOrConflict(await completeOrder(ctx, pi, "storefront"));
}

/** Storefront: completed only with the provider's word, failed only without it. */
export async function storefrontStatus(
  ctx: Ctx,
  pi: string,
  status: "completed" | "failed",
): Promise<OrderRow> {
  if (status === "completed") return paidOrConflict(await completeOrder(ctx, pi, "storefront"));
  const order = await failOrder(ctx, pi, "storefront");
  if (isPaid(order)) throw conflict(`The payment succeeded; the order is ${order.status}`);
  return order;
}
