import { and, eq, lt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { discountReservations, orders } from "#server/db/schema/index.ts";
import { lapseOrder } from "../orders/service.ts";

export const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;

type Ctx = Pick<AppContext, "db" | "payments" | "email">;

/**
 * Holds whose 30 minutes are over: each payment is cancelled at the provider (or, if it succeeded after
 * all, its order completed) and the use is released. Safe to run on several instances at once: every
 * step is a conditional update. Returns how many holds it dealt with.
 */
export async function sweepLapsedHolds(
  ctx: Ctx,
  now: Date = new Date(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  const lapsed = await ctx.db
    .select({ orderId: discountReservations.orderId, paymentIntentId: orders.paymentIntentId })
    .from(discountReservations)
    .innerJoin(orders, eq(orders.id, discountReservations.orderId))
    .where(and(eq(discountReservations.status, "held"), lt(discountReservations.expiresAt, now)))
    .orderBy(sql`${discountReservations.expiresAt}`)
    .limit(BATCH);
  for (const hold of lapsed) {
    // One payment the provider cannot answer for must not hold up the others.
    await lapseOrder(ctx, hold.orderId, hold.paymentIntentId).catch(onError);
  }
  return lapsed.length;
}

export function startSweeper(ctx: Ctx, onError: (error: unknown) => void, intervalMs = SWEEP_INTERVAL_MS) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepLapsedHolds(ctx, new Date(), onError)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
