import type { AppContext } from "#server/context.ts";
import { lapseCheckout, lapsedCheckouts } from "#server/modules/orders/index.ts";

const BATCH = 100;

type Ctx = Pick<AppContext, "db" | "payments" | "email" | "config" | "catalogue" | "log">;

/**
 * Checkouts nobody paid within the hold window (a shop setting): each lapses and its discount hold is
 * released; a payment that succeeded after all completes its order instead. Safe on several instances at
 * once: every step is a conditional update. Returns how many checkouts it dealt with.
 */
export async function lapseCheckouts(
  ctx: Ctx,
  now: Date = new Date(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  const { holds } = (await ctx.catalogue.snapshot()).settings;
  const lapsed = await lapsedCheckouts(ctx.db, now, holds.minutes, BATCH);
  for (const checkout of lapsed) {
    // One payment the provider cannot answer for must not hold up the others.
    await lapseCheckout(ctx, checkout.orderId, checkout.paymentIntentId).catch(onError);
  }
  return lapsed.length;
}
