import type { AppContext } from "#server/context.ts";
import type { Config } from "#server/env.ts";
import { orderConfirmationEmail } from "#server/modules/emails/templates/order-emails.ts";
import { orderEmailInput } from "./email.ts";
import { prescriptionFormLink, wantsPrescription } from "./prescription-link.ts";
import { findOrder, listItems, type OrderItemRow, type OrderRow } from "./repo.ts";

function confirmationContent(config: Config, order: OrderRow, items: OrderItemRow[]) {
  const prescriptionUrl = wantsPrescription(order) ? prescriptionFormLink(config, order.id) : undefined;
  return orderConfirmationEmail({ ...orderEmailInput(config, order, items), prescriptionUrl });
}

/**
 * Renders the confirmation that was queued with the order's payment (markPaid, queueLateConfirmation) and
 * hands it to the mail worker. If this fails, or the process dies first, the worker renders it itself
 * (renderQueuedConfirmation) once the queue's grace has passed, so it is never lost.
 */
export async function prepareConfirmation(
  ctx: Pick<AppContext, "db" | "email" | "config">,
  emailId: number,
  order: OrderRow,
  known?: OrderItemRow[],
): Promise<void> {
  try {
    const items = known ?? (await listItems(ctx.db, order.id));
    await ctx.email.prepared(emailId, await confirmationContent(ctx.config, order, items));
  } catch {
    // Left to the worker, which records what goes wrong on the email's row.
  }
}

/** The mail worker's rendering of a confirmation nobody rendered (its request died after the payment). */
export async function renderQueuedConfirmation(ctx: Pick<AppContext, "db" | "config">, orderId: number) {
  const order = await findOrder(ctx.db, { orderId });
  if (!order) throw new Error(`Order ${orderId} is gone`);
  return confirmationContent(ctx.config, order, await listItems(ctx.db, orderId));
}
