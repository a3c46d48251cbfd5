import type { AppContext } from "#server/context.ts";
import { conflict, notFound } from "#server/lib/http-error.ts";
import { penceToDecimal } from "#shared/money.ts";
import { isPaidStatus } from "#shared/order-status.ts";
import { customerFromLooseBody, type OrderByPaymentIntent } from "#shared/schemas/orders.ts";
import { completePayment } from "./completion.ts";
import { attachCustomer } from "./customer.ts";
import { failPayment } from "./lifecycle.ts";
import { orderWithSecret } from "./order-secret.ts";
import { reviewRefusal } from "./payment-review.ts";
import { prescriptionFormPath, wantsPrescription } from "./prescription-link.ts";
import { type ReceiptCtx, shopperReceipt } from "./receipt.ts";
import { findOrder, listItems, type OrderKey, type OrderRow } from "./repo.ts";
import { itemView } from "./views.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email" | "config" | "log" | "catalogue">;

/**
 * The storefront's order-scoped calls. Each needs the payment's client secret (`secret`): an order id or a
 * payment intent id alone is guessable or shown in places a secret is not.
 */

export function paidOrConflict(order: OrderRow): OrderRow {
  if (order.status === "review") throw conflict(reviewRefusal(order));
  if (!isPaidStatus(order.status)) throw conflict(`This order is ${order.status}`);
  return order;
}

/** The browser's completion call: fills missing customer details, then completes if the provider agrees. */
export async function completeFromBrowser(
  ctx: Ctx,
  body: Record<string, unknown>,
  pi: string,
  secret: string | undefined,
): Promise<OrderRow> {
  await orderWithSecret(ctx, { paymentIntentId: pi }, secret);
  const customer = customerFromLooseBody(body);
  if (Object.keys(customer).length > 0) await attachCustomer(ctx, pi, customer, { onlyIfMissing: true });
  return paidOrConflict(await completePayment(ctx, pi, "storefront"));
}

/**
 * Storefront: "completed" (the storefront's word for "the payment completed") only with the provider's
 * word, and the order becomes paid; failed only without it.
 */
export async function storefrontStatus(
  ctx: Ctx,
  pi: string,
  status: "completed" | "failed",
  secret: string | undefined,
): Promise<OrderRow> {
  await orderWithSecret(ctx, { paymentIntentId: pi }, secret);
  if (status === "completed") return paidOrConflict(await completePayment(ctx, pi, "storefront"));
  const order = await failPayment(ctx, pi, "storefront");
  if (isPaidStatus(order.status)) throw conflict(`The payment succeeded; the order is ${order.status}`);
  return order;
}

/** An order's items: for the browser holding its client secret, or for a signed-in admin. */
export async function orderItems(ctx: Ctx, orderId: number, proof: { secret?: string; admin: boolean }) {
  if (proof.admin) {
    if (!(await findOrder(ctx.db, { orderId }))) throw notFound("Order not found");
  } else {
    await orderWithSecret(ctx, { orderId }, proof.secret);
  }
  return (await listItems(ctx.db, orderId)).map(itemView);
}

export async function orderByPayment(
  ctx: Ctx,
  pi: string,
  secret: string | undefined,
): Promise<OrderByPaymentIntent> {
  const order = await orderWithSecret(ctx, { paymentIntentId: pi }, secret);
  const { id, orderNumber, status, orderType } = order;
  const prescriptionFormUrl = wantsPrescription(order) ? prescriptionFormPath(ctx.config, order) : null;
  return {
    order: {
      id,
      orderNumber,
      total: penceToDecimal(order.totalPence),
      status,
      orderType,
      prescriptionFormUrl,
    },
  };
}

/** The confirmation page's receipt, once the order is placed. */
export async function receiptByPayment(ctx: Ctx & ReceiptCtx, pi: string, secret: string | undefined) {
  const order = paidOrConflict(await orderWithSecret(ctx, { paymentIntentId: pi }, secret));
  return shopperReceipt(ctx, order, await listItems(ctx.db, order.id));
}

/**
 * Africa R3D lines are part of the one checkout order: its calls find that order by its Africa line, so a
 * second "Africa order" is never created.
 */
export async function findAfricaOrder(ctx: Pick<Ctx, "db">, key: OrderKey): Promise<OrderRow> {
  const order = await findOrder(ctx.db, key);
  const items = order ? await listItems(ctx.db, order.id) : [];
  if (!order || !items.some((i) => i.itemType === "africa_r3d")) throw notFound("Africa R3D order not found");
  return order;
}

export async function africaOrderWithSecret(
  ctx: Ctx,
  key: OrderKey,
  secret: string | undefined,
): Promise<OrderRow> {
  await orderWithSecret(ctx, key, secret);
  return findAfricaOrder(ctx, key);
}
