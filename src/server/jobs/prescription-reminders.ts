import type { AppContext } from "#server/context.ts";
import { prescriptionReminderEmail } from "#server/modules/emails/index.ts";
import { orderEmailInput, prescriptionFormLink } from "#server/modules/orders/index.ts";
import {
  claimPrescriptionReminder,
  dueForPrescriptionReminder,
} from "#server/modules/prescriptions/index.ts";
import { sendClaimedReminders } from "./claimed-reminders.ts";

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
 * order still waits for one (and who sent none we could suggest to staff), claimed by a conditional update
 * of the order (claimed-reminders.ts). Returns how many reminders it queued.
 */
export async function remindPrescriptions(
  ctx: Ctx,
  now: Date = new Date(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  const paidBefore = new Date(now.getTime() - ctx.config.PRESCRIPTION_REMINDER_DAYS * DAY_MS);
  const paidAfter = new Date(paidBefore.getTime() - REMINDER_WINDOW_DAYS * DAY_MS);
  return sendClaimedReminders(
    ctx,
    {
      kind: "prescription_reminder",
      due: await dueForPrescriptionReminder(ctx.db, paidBefore, paidAfter, BATCH),
      to: (order) => order.customerEmail,
      content: async (order) =>
        prescriptionReminderEmail(
          await orderEmailInput(ctx, order),
          prescriptionFormLink(ctx.config, order, now.getTime()),
        ),
      claim: (tx, order) => claimPrescriptionReminder(tx, order.id, { paidBefore, paidAfter, now }),
      dedupeKey: (order) => `prescription-reminder:${order.id}`,
    },
    onError,
  );
}
