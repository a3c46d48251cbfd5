import type { emailOutbox } from "#server/db/schema/index.ts";
import type { OutboxEmail } from "#shared/schemas/admin.ts";

/** An outbox row as the admin's Email tab shows it. */
export function outboxView(row: typeof emailOutbox.$inferSelect): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
