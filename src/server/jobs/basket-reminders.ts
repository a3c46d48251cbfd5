import type { AppContext } from "#server/context.ts";
import { now as clockNow } from "#server/lib/clock.ts";
import {
  basketReminderContent,
  claimReminder,
  dueForReminder,
} from "#server/modules/abandoned-carts/index.ts";
import { BASKET_REMINDER_MINUTES } from "#shared/schemas/basket-reminder.ts";
import { sendClaimedReminders } from "./claimed-reminders.ts";

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
 * (decision 0058), claimed by a conditional update of `reminder_sent_at` (claimed-reminders.ts). Returns
 * how many it queued.
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
  return sendClaimedReminders(
    ctx,
    {
      kind: "basket_reminder",
      due: await dueForReminder(ctx.db, due, since, BATCH),
      to: (cart) => cart.email,
      content: (cart) => basketReminderContent(ctx, cart, now),
      claim: (tx, cart) => claimReminder(tx, cart, { due, since, now }),
      dedupeKey: (cart) => `basket-reminder:${cart.id}`,
    },
    onError,
  );
}
