import type { AppContext } from "#server/context.ts";
import { lapsedCheckouts } from "#server/modules/orders/holds.ts";
import { lapseCheckout } from "#server/modules/orders/lifecycle.ts";
import { DISCOUNT_HOLD_MINUTES } from "#shared/catalogue.ts";

const BATCH = 100;

type Ctx = Pick<AppContext, "db" | "payments" | "email" | "config">;

/**
 * Checkouts nobody paid within the hold window (30 minutes): each lapses and its discount hold is
 * released; a payment that succeeded after all completes its order instead. Safe on several instances at
 * once: every step is a conditional update. Returns how many checkouts it dealt with.
 */
export async function lapseCheckouts(
  ctx: Ctx,
  now: Date = new Date(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  const lapsed = await lapsedCheckouts(ctx.db, now, DISCOUNT_HOLD_MINUTES, BATCH);
  for (const checkout of lapsed) {
    // One payment the provider cannot answer for must not hold up the others.
    await lapseCheckout(ctx, checkout.orderId, checkout.paymentIntentId).catch(onError);
  }
  return lapsed.length;
}
