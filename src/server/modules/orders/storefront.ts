import type { AppContext } from "#server/context.ts";
import { conflict } from "#server/lib/http-error.ts";
import { isPaidStatus } from "#shared/order-status.ts";
import { customerFromLooseBody } from "#shared/schemas/orders.ts";
import { attachCustomer } from "./customer.ts";
import { completePayment, failPayment } from "./lifecycle.ts";
import type { OrderRow } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email">;

export function paidOrConflict(order: OrderRow): OrderRow {
  if (!isPaidStatus(order.status)) throw conflict(`This order is ${order.status}`);
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
  return paidOrConflict(await completePayment(ctx, pi, "storefront"));
}

/** Storefront: completed only with the provider's word, failed only without it. */
export async function storefrontStatus(
  ctx: Ctx,
  pi: string,
  status: "completed" | "failed",
): Promise<OrderRow> {
  if (status === "completed") return paidOrConflict(await completePayment(ctx, pi, "storefront"));
  const order = await failPayment(ctx, pi, "storefront");
  if (isPaidStatus(order.status)) throw conflict(`The payment succeeded; the order is ${order.status}`);
  return order;
}
