import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { reconcilePayments } from "#server/jobs/reconcile-payments.ts";
import { sendQueuedEmails } from "#server/jobs/send-emails.ts";

export const MINUTE = 60_000;

/** The rows of a raw query, whichever database answers it. */
export async function rows<T>(ctx: AppContext, query: SQL): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The jobs as a server runs them, with the clock moved past their waits: payments settled, mail sent. */
export async function runJobsPastTheirWaits(ctx: AppContext, now: number): Promise<void> {
  await reconcilePayments(ctx, new Date(now + 3 * MINUTE));
  while ((await sendQueuedEmails(ctx, new Date(now + MINUTE))) > 0) {}
}

/** The sandbox payments the card went through for. */
export async function succeededPayments(ctx: AppContext): Promise<string[]> {
  const found = await rows<{ id: string }>(
    ctx,
    sql`SELECT id FROM sandbox_payment_intents WHERE status = 'succeeded'`,
  );
  return found.map((p) => p.id);
}
