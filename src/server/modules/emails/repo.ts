import type { DbOrTx } from "#server/db/client.ts";
import { statement } from "#server/lib/statement.ts";

/** A claimed email: what the transport needs, and the attempt that claimed it. */
export interface ClaimedEmail {
  id: number;
  kind: string;
  orderId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Extra headers (List-Unsubscribe on club emails). */
  headers: Record<string, string> | null;
  /** The event's key (e.g. lab_job:<job number>), by which an attachment source finds its files. */
  dedupeKey: string | null;
  attempts: number;
}

/**
 * Due emails become `sending` under a lease that ends at `$1 + $3 ms`: queued ones whose time has come,
 * and sending ones whose lease ran out (their worker died mid-send). SKIP LOCKED lets several workers
 * claim at once without taking the same row.
 */
const claim = statement<ClaimedEmail>(
  "email_outbox_claim",
  `UPDATE email_outbox e
     SET status = 'sending', attempts = e.attempts + 1,
       next_attempt_at = $1::timestamptz + $3::int * interval '1 millisecond'
   FROM (
     SELECT id FROM email_outbox
     WHERE status IN ('queued', 'sending') AND next_attempt_at <= $1::timestamptz
     ORDER BY next_attempt_at, id LIMIT $2::int FOR UPDATE SKIP LOCKED
   ) due
   WHERE e.id = due.id
   RETURNING e.id, e.kind, e.order_id AS "orderId", e."to", e.subject, e.text, e.html, e.headers,
     e.dedupe_key AS "dedupeKey", e.attempts`,
);

export function claimDue(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
  return claim(db, [now.toISOString(), limit, leaseMs]);
}

// Only the attempt that holds the claim records its outcome: a worker whose lease ran out and whose row
// was claimed again changes nothing.
const sent = statement(
  "email_outbox_sent",
  `UPDATE email_outbox SET status = 'sent', sent_at = now(), error = NULL
   WHERE id = $1::int AND status = 'sending' AND attempts = $2::int`,
);

export async function markSent(db: DbOrTx, email: ClaimedEmail): Promise<void> {
  await sent(db, [email.id, email.attempts]);
}

const retry = statement(
  "email_outbox_retry",
  `UPDATE email_outbox
     SET status = CASE WHEN attempts >= $3::int THEN 'failed' ELSE 'queued' END,
       next_attempt_at = $4::timestamptz, error = $5::text
   WHERE id = $1::int AND status = 'sending' AND attempts = $2::int`,
);

/** The attempt failed: back in the queue until `retryAt`, or failed for good after `maxAttempts`. */
export async function markAttemptFailed(
  db: DbOrTx,
  email: ClaimedEmail,
  maxAttempts: number,
  retryAt: Date,
  error: string,
): Promise<void> {
  await retry(db, [email.id, email.attempts, maxAttempts, retryAt.toISOString(), error]);
}

/**
 * An email is unprepared while its text is empty: queued inside a statement (the order confirmation, with
 * the paid order) before it could be rendered. Its request renders it right after the commit; if that
 * never happens (a crash), the worker renders it once PREPARE_GRACE has passed.
 */
const PREPARE_GRACE = "30 seconds";

/**
 * SQL that queues one unprepared email per row of `source` (a CTE with the columns named here), once per
 * dedupe key: `transport` is a parameter reference such as `$4::text`. It returns the new rows' ids.
 */
export function queueUnpreparedSql(kind: string, source: string, transport: string): string {
  return `INSERT INTO email_outbox (kind, "to", subject, text, transport, status, dedupe_key, order_id, next_attempt_at)
    SELECT '${kind}', email, '', '', ${transport}, 'queued', dedupe_key, order_id, now() + interval '${PREPARE_GRACE}'
    FROM ${source}
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`;
}

const fillQueued_ = statement<{ id: number }>(
  "email_outbox_fill_queued",
  `UPDATE email_outbox SET subject = $2::text, text = $3::text, html = $4::text, next_attempt_at = now()
   WHERE id = $1::int AND text = '' AND status = 'queued'
   RETURNING id`,
);

type Content = { subject: string; text: string; html?: string | undefined };

/** Gives a queued, unprepared email its content (once) and makes it due now. */
export async function fillQueued(db: DbOrTx, id: number, message: Content): Promise<boolean> {
  const rows = await fillQueued_(db, [id, message.subject, message.text, message.html ?? null]);
  return rows.length > 0;
}

const fillClaimed_ = statement(
  "email_outbox_fill_claimed",
  `UPDATE email_outbox SET subject = $3::text, text = $4::text, html = $5::text
   WHERE id = $1::int AND status = 'sending' AND attempts = $2::int AND text = ''`,
);

/** The worker rendered an unprepared email it holds: the content is recorded before it is sent. */
export async function fillClaimed(db: DbOrTx, email: ClaimedEmail, message: Content): Promise<void> {
  await fillClaimed_(db, [email.id, email.attempts, message.subject, message.text, message.html ?? null]);
}
