import type { AppContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import type { EmailKind } from "#server/modules/emails/index.ts";
import type { MailMessage } from "#server/providers/mail/index.ts";

/** One kind of reminder: what is due, its email, and how its row is claimed for it. */
export interface ReminderRun<T> {
  kind: EmailKind;
  due: readonly T[];
  /** The email's address. */
  to(item: T): string;
  /** Its content; null to send none this time. */
  content(item: T): Promise<Omit<MailMessage, "to"> | null>;
  /** The conditional update that marks the item reminded; false when another instance got there first. */
  claim(tx: Tx, item: T): Promise<boolean>;
  /** One email per item, whatever runs it. */
  dedupeKey(item: T): string;
}

/**
 * Sends each due item its one reminder: the claim and the queued email (deduplicated) in one transaction, so
 * several instances send it once. An item that fails is reported and left for the next run. Returns how
 * many it queued.
 */
export async function sendClaimedReminders<T>(
  ctx: Pick<AppContext, "db" | "email">,
  run: ReminderRun<T>,
  onError: (error: unknown) => void,
): Promise<number> {
  let queued = 0;
  for (const item of run.due) {
    try {
      const content = await run.content(item);
      if (!content) continue;
      const sent = await ctx.db.transaction(async (tx) => {
        if (!(await run.claim(tx, item))) return false;
        const id = await ctx.email.send(
          run.kind,
          { to: run.to(item), ...content },
          { db: tx, dedupeKey: run.dedupeKey(item) },
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
