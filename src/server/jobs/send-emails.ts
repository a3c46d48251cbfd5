import type { AppContext } from "#server/context.ts";
import type { Preparer } from "#server/modules/emails/index.ts";
import { renderQueuedConfirmation } from "#server/modules/orders/index.ts";

/** Emails one run sends at most, so a long queue never holds a run (and its instance's jobs) for long. */
const MAX_PER_RUN = 500;

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue">;

/** Renders the emails queued before they could be rendered (only the order confirmation is). */
const preparer =
  (ctx: Ctx): Preparer =>
  async (email) => {
    if (email.kind === "order_confirmation" && email.orderId !== null) {
      return renderQueuedConfirmation(ctx, email.orderId);
    }
    throw new Error(`A ${email.kind} email has no content`);
  };

/**
 * The mail worker: sends due emails from the queue, a few at a time, until none is due. Several workers
 * (instances) may run at once: each claims rows the others have not. Tests call it to drain the queue;
 * `now` stands for the clock (a lease or a backoff that has run out). Returns how many it claimed.
 */
export async function sendQueuedEmails(ctx: Ctx, now?: Date): Promise<number> {
  const prepare = preparer(ctx);
  let claimed = 0;
  while (claimed < MAX_PER_RUN) {
    const n = await ctx.email.deliverDue(now ? { now, prepare } : { prepare });
    if (n === 0) break;
    claimed += n;
  }
  return claimed;
}
