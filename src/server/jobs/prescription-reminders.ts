import type { AppContext } from "#server/context.ts";
import { prescriptionReminderEmail } from "#server/modules/emails/index.ts";
import { orderEmailInput, prescriptionFormLink } from "#server/modules/orders/index.ts";
import {
  claimPrescriptionReminder,
  dueForPrescriptionReminder,
} from "#server/modules/prescriptions/index.ts";

const DAY_MS = 86_400_000;
const BATCH = 100;

/**
 * Orders paid longer ago than this after their reminder day get none: when reminders start (or the jobs
 * were stopped for a while), old orders are not all mailed at once.
 */
export const REMINDER_WINDOW_DAYS = 7;

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue">;

/**
 * The one reminder to send a prescription: PRESCRIPTION_REMINDER_DAYS after payment, to a buyer whose
 * order still waits for one (and who sent none we could suggest to staff). Marking the order and queueing
 * the email (deduplicated per order) are one transaction behind a conditional update, so several instances
 * send it once. Returns how many reminders it queued.
 */
export async function remindPrescriptions(
  ctx: Ctx,
  now: Date = new Date(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  const paidBefore = new Date(now.getTime() - ctx.config.PRESCRIPTION_REMINDER_DAYS * DAY_MS);
  const paidAfter = new Date(paidBefore.getTime() - REMINDER_WINDOW_DAYS * DAY_MS);
  const due = await dueForPrescriptionReminder(ctx.db, paidBefore, paidAfter, BATCH);
  let queued = 0;
  for (const order of due) {
    try {
      const url = prescriptionFormLink(ctx.config, order, now.getTime());
      const content = await prescriptionReminderEmail(await orderEmailInput(ctx, order), url);
      const sent = await ctx.db.transaction(async (tx) => {
        if (!(await claimPrescriptionReminder(tx, order.id, { paidBefore, paidAfter, now }))) return false;
        const id = await ctx.email.send(
          "prescription_reminder",
          { to: order.customerEmail, ...content },
          { db: tx, dedupeKey: `prescription-reminder:${order.id}` },
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
