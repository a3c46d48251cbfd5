import type { AppContext } from "#server/context.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import {
  addressOf,
  amountsOf,
  chargeOf,
  findOrder,
  listItems,
  ORDER_NOT_FOUND,
  ORDER_PAGE_PATH,
  type OrderItemRow,
  type OrderRow,
  orderToken,
  prescriptionFormPath,
  reviewRefusal,
  toAdminItem,
  verifyConfirmationToken,
  wantsPrescription,
} from "#server/modules/orders/index.ts";
import { deliveryEstimate } from "#shared/delivery/delivery-estimate.ts";
import { dispatchTimeOf } from "#shared/delivery/dispatch-times.ts";
import { penceToDecimal } from "#shared/money.ts";
import { splitVat } from "#shared/pricing/vat.ts";
import type { OrderConfirmation, PlacedOrder } from "#shared/schemas/order-confirmation.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "catalogue" | "config">;

export const FAILED_MESSAGES = {
  declined:
    "Your payment was not taken. Your basket is as you left it: go back to the checkout to try again.",
  lapsed: "This checkout has expired and no payment was taken. Your basket is as you left it.",
} as const;

/** The order the token names, if it is the order of this payment; one 404 for every other case. */
async function orderFor(ctx: Ctx, paymentIntentId: string, token: string): Promise<OrderRow> {
  let orderId: number;
  try {
    orderId = verifyConfirmationToken(ctx.config, token);
  } catch (error) {
    if (error instanceof HttpError) throw notFound(ORDER_NOT_FOUND);
    throw error;
  }
  const order = await findOrder(ctx.db, { orderId });
  if (!order || order.paymentIntentId !== paymentIntentId) throw notFound(ORDER_NOT_FOUND);
  return order;
}

async function placedOrder(ctx: Ctx, order: OrderRow, items: OrderItemRow[]): Promise<PlacedOrder> {
  const { byId } = await ctx.catalogue.snapshot();
  const address = addressOf(order);
  const dispatch = items.map((item) =>
    dispatchTimeOf(byId.products.get(item.productId)?.productType ?? "", order.needsPrescription),
  );
  return {
    orderNumber: order.orderNumber ?? `#${order.id}`,
    orderType: order.orderType,
    items: items.map((item) => {
      const view = toAdminItem(item, byId, order.details);
      return {
        productId: item.productId,
        name: item.productName,
        description: view.description,
        colorName: view.colorName,
        colorId: item.colorId,
        africaColorId: item.africaColorId,
        quantity: item.quantity,
        total: penceToDecimal(item.itemTotalPence),
      };
    }),
    ...amountsOf(order),
    vatIncluded: penceToDecimal(splitVat(chargeOf(order)).vat),
    deliveryAddress: address,
    email: order.customerEmail,
    prescriptionFormUrl: wantsPrescription(order) ? prescriptionFormPath(ctx.config, order) : null,
    orderPageUrl: `${ORDER_PAGE_PATH}?t=${orderToken(ctx.config, order)}`,
    deliveryEstimate: deliveryEstimate(order.paidAt ?? order.createdAt, dispatch, address.country),
  };
}

/**
 * What the server knows of a checkout's payment, for the confirmation page: placed (with what was
 * bought and where it goes), still with the bank (the webhook or the completion call has not landed), or
 * not taken. It reads and never completes: the browser's completion call and the webhook do that.
 */
export async function confirmationOf(
  ctx: Ctx,
  paymentIntentId: string,
  token: string,
): Promise<OrderConfirmation> {
  const order = await orderFor(ctx, paymentIntentId, token);
  if (order.paidAt)
    return { state: "succeeded", order: await placedOrder(ctx, order, await listItems(ctx.db, order.id)) };
  if (order.status === "review") return { state: "review", message: reviewRefusal(order) };
  if (order.status === "lapsed") return { state: "failed", message: FAILED_MESSAGES.lapsed };
  if (order.status !== "pending") return { state: "failed", message: FAILED_MESSAGES.declined };
  const intent = await ctx.payments.retrieveIntent(paymentIntentId);
  switch (intent?.status) {
    case "succeeded":
    case "processing":
    case "requires_capture":
      return { state: "processing" };
    default:
      // Declined, cancelled, never confirmed or waiting for 3-D Secure: nothing was taken.
      return { state: "failed", message: FAILED_MESSAGES.declined };
  }
}
