import type { AppContext } from "#server/context.ts";
import { now as clockNow } from "#server/lib/clock.ts";
import {
  basketReminderContent,
  claimReminder,
  dueForReminder,
} from "#server/modules/abandoned-carts/index.ts";
import { BASKET_REMINDER_MINUTES } from "#shared/schemas/basket-reminder.ts";

const MINUTE_MS = 60_000;
const BATCH = 100;

/**
 * Baskets saved longer ago than this past their reminder time get none: when reminders start (or the
 * jobs were stopped for a while), old baskets are not all mailed at once.
 */
export const BASKET_REMINDER_WINDOW_DAYS = 7;

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue">;

/**
 * The one reminder of a basket left at the checkout, `basket_reminder_minutes` after it was last saved
 * (decision 0058). Claiming it (a conditional update of `reminder_sent_at`) and queueing the email
 * (deduplicated per cart) are one transaction, so several instances send it once. Returns how many it queued.
 */
export async function remindBaskets(
  ctx: Ctx,
  now: Date = clockNow(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  const { settings } = await ctx.catalogue.snapshot();
  const minutes = settings.basketReminderMinutes ?? BASKET_REMINDER_MINUTES.default;
  const due = new Date(now.getTime() - minutes * MINUTE_MS);
  const since = new Date(due.getTime() - BASKET_REMINDER_WINDOW_DAYS * 24 * 60 * MINUTE_MS);
  const carts = await dueForReminder(ctx.db, due, since, BATCH);
  let queued = 0;
  for (const cart of carts) {
    try {
      const content = await basketReminderContent(ctx, cart, now);
      if (!content) continue;
      const sent = await ctx.db.transaction(async (tx) => {
        if (!(await claimReminder(tx, cart, { due, since, now }))) return false;
        const id = await ctx.email.send(
          "basket_reminder",
          { to: cart.email, ...content },
          { db: tx, dedupeKey: `basket-reminder:${cart.id}` },
        );
        return id !== null;
      });
      if (sent) queued++;
    } catch (error) {
      onError(error);
    }
  }
  if (queued > 0) ctx.email.wake();
  return queued;
}
