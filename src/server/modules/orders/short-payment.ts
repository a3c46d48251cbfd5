import { notifyOwner } from "#server/modules/notifications/index.ts";
import { formatPence } from "#shared/money.ts";
import type { Actor, LifecycleCtx } from "./lifecycle.ts";
import type { Completed } from "./repo.ts";
import { recordStatus } from "./status-writes.ts";

/** The short payment a full one replaced goes back; a failure is noted and the owner told. */
export async function refundShortPayment(ctx: LifecycleCtx, done: Completed, by: Actor): Promise<void> {
  if (!done.short) return;
  const { paymentIntentId, amountPence } = done.short;
  const number = done.order.orderNumber ?? `#${done.order.id}`;
  const note = await ctx.payments
    .refund({
      paymentIntentId,
      amountPence,
      idempotencyKey: `short_${done.order.id}`,
      metadata: { orderId: String(done.order.id), purpose: "short-payment" },
    })
    .then(
      () => `the earlier short payment of ${formatPence(amountPence)} was refunded`,
      async (error: unknown) => {
        await notifyOwner(
          ctx,
          "notify_payment_review",
          {
            subject: `Refund the short payment of order ${number} by hand`,
            lines: [
              `Order ${number} is now paid in full, but the earlier payment of ${formatPence(amountPence)} (${paymentIntentId}) could not be refunded: ${error instanceof Error ? error.message : "unknown error"}.`,
              "Refund it in the payment provider's dashboard.",
            ],
          },
          `notify:short:${done.order.id}`,
        );
        return `the earlier short payment of ${formatPence(amountPence)} could not be refunded; refund it by hand`;
      },
    );
  await ctx.db.transaction((tx) =>
    recordStatus(tx, {
      orderId: done.order.id,
      from: done.order.status as "paid",
      to: done.order.status as "paid",
      actor: by,
      note,
    }),
  );
}
