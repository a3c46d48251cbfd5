import type { AppContext } from "#server/context.ts";
import { prescriptionVerifiedEmail, prescriptionWithLabEmail } from "#server/modules/emails/index.ts";
import { type OrderRow, orderEmailInput } from "#server/modules/orders/index.ts";

type Ctx = Pick<AppContext, "email" | "config" | "catalogue" | "log">;

/**
 * The shopper hears of each stage once, through the queue (a retried action finds the key taken). A failed
 * queueing never undoes the stage: it is logged, and the outbox shows what went.
 */
async function queue(
  ctx: Ctx,
  order: OrderRow,
  kind: "prescription_verified" | "prescription_with_lab",
  key: string,
  render: () => ReturnType<typeof prescriptionVerifiedEmail>,
) {
  if (!order.customerEmail) return;
  try {
    const mail = await render();
    await ctx.email.send(kind, { to: order.customerEmail, ...mail }, { dedupeKey: key });
  } catch (err) {
    ctx.log.error({ err, orderId: order.id, kind }, "a prescription stage email could not be queued");
  }
}

export const sendVerifiedEmail = async (ctx: Ctx, order: OrderRow) =>
  queue(ctx, order, "prescription_verified", `rx-verified:${order.id}`, async () =>
    prescriptionVerifiedEmail(await orderEmailInput(ctx, order)),
  );

export const sendWithLabEmail = async (ctx: Ctx, order: OrderRow) =>
  queue(ctx, order, "prescription_with_lab", `rx-with-lab:${order.id}`, async () =>
    prescriptionWithLabEmail(await orderEmailInput(ctx, order)),
  );
