import type { AppContext } from "#server/context.ts";
import { orderConfirmationEmail } from "#server/modules/emails/templates/order-emails.ts";
import { orderEmailInput } from "./email.ts";
import { listItems, type OrderItemRow, type OrderRow, unclaimEmail } from "./repo.ts";

/**
 * The order confirmation, once per order: the caller has claimed it (confirmation_email_sent_at). A failed
 * send, or an order with no address yet, gives the claim back so a later completion call sends it.
 */
export async function sendConfirmation(
  ctx: Pick<AppContext, "db" | "email" | "config">,
  order: OrderRow,
  known?: OrderItemRow[],
): Promise<void> {
  if (!order.customerEmail) {
    await unclaimEmail(ctx.db, order.id);
    return;
  }
  const items = known ?? (await listItems(ctx.db, order.id));
  try {
    const { subject, html, text } = await orderConfirmationEmail(orderEmailInput(ctx.config, order, items));
    await ctx.email.send("order_confirmation", { to: order.customerEmail, subject, text, html });
  } catch {
    await unclaimEmail(ctx.db, order.id);
  }
}
