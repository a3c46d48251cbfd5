import type { AppContext } from "#server/context.ts";
import { now } from "#server/lib/clock.ts";
import { notifyOwner } from "#server/modules/notifications/index.ts";
import { londonLongDate } from "#shared/dates.ts";
import { claimOverdueAlert, countOverdue, unalertedOverdue } from "./admin-repo.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log">;

const BATCH = 100;

/** Received returns not refunded within the law's 14 days: the dashboard's count. */
export const overdueReturns = (ctx: Pick<AppContext, "db">, at = now()) => countOverdue(ctx.db, at);

/**
 * The owner hears once of each return received and not refunded within 14 days: the return is claimed by a
 * conditional update before its alert is queued (with a dedupe key), so several instances alert once.
 * Returns how many alerts it queued.
 */
export async function alertOverdueReturns(
  ctx: Ctx,
  at: Date = now(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  let sent = 0;
  for (const r of await unalertedOverdue(ctx.db, at, BATCH)) {
    try {
      if (!(await claimOverdueAlert(ctx.db, r.id, at))) continue;
      const number = r.orderNumber ?? `#${r.orderId}`;
      const received = r.receivedAt ? londonLongDate(r.receivedAt) : "(unknown)";
      await notifyOwner(
        ctx,
        "notify_return_overdue",
        {
          subject: `Return ${r.returnNumber} is overdue for its refund`,
          lines: [
            `Return ${r.returnNumber} (order ${number}) was received on ${received} and has not been refunded.`,
            "The law gives 14 days from receiving the goods back to refund. Refund it from the admin's Returns tab.",
          ],
        },
        `notify:return-overdue:${r.id}`,
      );
      sent++;
    } catch (error) {
      onError(error);
    }
  }
  return sent;
}
