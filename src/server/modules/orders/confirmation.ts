import type { AppContext } from "#server/context.ts";
import { orderConfirmationEmail } from "#server/modules/emails/index.ts";
import { orderEmailInput } from "./email.ts";
import { prescriptionFormLink, wantsPrescription } from "./prescription-link.ts";
import { findOrder, listItems, type OrderItemRow, type OrderRow } from "./repo.ts";
import { returnsInfo } from "./returns-info.ts";

type Ctx = Pick<AppContext, "config" | "catalogue">;

async function confirmationContent(ctx: Ctx, order: OrderRow, items: OrderItemRow[]) {
  const prescriptionUrl = wantsPrescription(order) ? prescriptionFormLink(ctx.config, order) : undefined;
  return orderConfirmationEmail({
    ...(await orderEmailInput(ctx, order, items)),
    prescriptionUrl,
    prescriptionOrder: order.needsPrescription,
    returns: await returnsInfo(ctx),
  });
}

/**
 * Renders the confirmation that was queued with the order's payment (markPaid, queueLateConfirmation) and
 * hands it to the mail worker. If this fails, or the process dies first, the worker renders it itself
 * (renderQueuedConfirmation) once the queue's grace has passed, so it is never lost.
 */
export async function prepareConfirmation(
  ctx: Pick<AppContext, "db" | "email" | "config" | "log" | "catalogue">,
  emailId: number,
  order: OrderRow,
  known?: OrderItemRow[],
): Promise<void> {
  try {
    const items = known ?? (await listItems(ctx.db, order.id));
    await ctx.email.prepared(emailId, await confirmationContent(ctx, order, items));
  } catch (err) {
    // Left to the worker, which records what goes wrong on the email's row.
    ctx.log.warn(
      { err, orderId: order.id, emailId },
      "the confirmation is left for the mail worker to render",
    );
  }
}

/** The mail worker's rendering of a confirmation nobody rendered (its request died after the payment). */
export async function renderQueuedConfirmation(
  ctx: Pick<AppContext, "db" | "config" | "catalogue">,
  orderId: number,
) {
  const order = await findOrder(ctx.db, { orderId });
  if (!order) throw new Error(`Order ${orderId} is gone`);
  return confirmationContent(ctx, order, await listItems(ctx.db, orderId));
}
