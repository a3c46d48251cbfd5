import { and, asc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { orders } from "#server/db/schema/index.ts";
import { completePayment } from "#server/modules/orders/index.ts";

/** How long the browser's completion call has before the sweeper asks the payment provider itself. */
export const RECONCILE_AFTER_MINUTES = 2;
const BATCH = 100;

type Ctx = Pick<AppContext, "config" | "db" | "payments" | "email" | "log" | "catalogue">;

/**
 * The sandbox sends no webhooks, so a paid checkout whose completion call was lost (the tab closed, the
 * network dropped) would stay pending. Like Stripe's webhook, this completes it: unpaid orders of sandbox
 * payments left alone for 2 minutes are checked with the provider, and those that succeeded are paid
 * through `completePayment` (once, with the confirmation email). Safe on several instances at once:
 * completion is a conditional update keyed on the payment. Returns how many succeeded payments it found
 * (an order another instance completed meanwhile counts on both).
 */
export async function reconcilePayments(
  ctx: Ctx,
  now: Date = new Date(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  if (ctx.payments.name !== "sandbox") return 0;
  const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const waiting = await ctx.db
    .select({ paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["pending", "failed"]),
        eq(orders.paymentProvider, "sandbox"),
        isNotNull(orders.paymentIntentId),
        lt(orders.updatedAt, cutoff),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH);
  let completed = 0;
  for (const { paymentIntentId } of waiting) {
    try {
      const intent = await ctx.payments.retrieveIntent(paymentIntentId as string);
      if (intent?.status !== "succeeded") continue;
      await completePayment(ctx, intent, "system", { note: "completed by the payment sweeper" });
      completed++;
    } catch (error) {
      // One payment the provider cannot answer for must not hold up the others.
      onError(error);
    }
  }
  return completed;
}
