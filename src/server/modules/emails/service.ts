import { desc } from "drizzle-orm";
import type { Db, DbOrTx } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/index.ts";
import type { MailAttachment, MailMessage, MailTransport } from "#server/providers/mail/index.ts";
import { type ClaimedEmail, claimDue, fillClaimed, fillQueued, markAttemptFailed, markSent } from "./repo.ts";

export type EmailKind =
  | "order_confirmation"
  | "order_refunded"
  | "order_cancelled"
  | "order_payment_request"
  | "club_code"
  | "basket_reminder"
  | "tracking_number"
  | "order_delivered"
  | "contact_reply"
  | "prescription_reminder"
  | "prescription_received"
  | "prescription_verified"
  | "prescription_query"
  | "prescription_with_lab"
  | "return_requested"
  | "return_approved"
  | "return_refused"
  | "return_received"
  | "return_refunded"
  | "notify_order_paid"
  | "notify_payment_review"
  | "notify_prescription"
  | "notify_contact"
  | "notify_chat"
  | "notify_return_overdue"
  | "lab_job"
  | "staff_invitation"
  | "staff_second_factor_reset";

interface SendOptions {
  /** One email per event: a second send with the same key is skipped and answers null. */
  dedupeKey?: string;
  /**
   * The transaction of the event the email tells about, so the email is queued if and only if the event
   * commits. The caller wakes the worker (`wake()`) once it has committed.
   */
  db?: DbOrTx;
}

/** The files an email is sent with, found again at each attempt (the queue keeps no file). */
export type AttachmentSource = (email: ClaimedEmail) => Promise<MailAttachment[] | undefined>;

interface QueueOptions {
  /** How long a claimed email is its worker's before another may take it: longer than any one send. */
  leaseMs: number;
  attachments?: AttachmentSource;
}

/** Renders an unprepared email (queued before its content existed) from what it is about. */
export type Preparer = (email: ClaimedEmail) => Promise<Omit<MailMessage, "to">>;

/** Attempts before an email is failed for good, and the backoff between them (30 s doubling, at most 1 h). */
export const MAX_ATTEMPTS = 8;
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * The email queue (docs/decisions/0017): `send` records the message in `email_outbox` as queued, and the
 * mail worker (jobs/send-emails.ts) delivers due messages through the transport with retries. The rows are
 * also the admin's Email tab.
 */
export class EmailService {
  #db: Db;
  #transport: MailTransport;
  #from: string;
  #leaseMs: number;
  #attachments: AttachmentSource | undefined;
  #wake: () => void = () => {};

  constructor(db: Db, transport: MailTransport, from: string, opts: QueueOptions = { leaseMs: 120_000 }) {
    this.#db = db;
    this.#transport = transport;
    this.#from = from;
    this.#leaseMs = opts.leaseMs;
    this.#attachments = opts.attachments;
  }

  /**
   * Queues the message and returns its outbox row id, or null when `dedupeKey` was queued before. Never
   * waits for the transport: a slow or failing mail server is the worker's business.
   */
  async send(kind: EmailKind, message: MailMessage, opts: SendOptions = {}): Promise<number | null> {
    const { attachments: _kept, ...stored } = message;
    const [row] = await (opts.db ?? this.#db)
      .insert(emailOutbox)
      .values({
        kind,
        ...stored,
        html: message.html ?? null,
        transport: this.#transport.name,
        status: "queued",
        dedupeKey: opts.dedupeKey ?? null,
      })
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    if (!row) return null;
    if (!opts.db) this.wake();
    return row.id;
  }

  /** The transport's name, recorded on each row (the admin's Email tab shows where mail went). */
  get transportName(): string {
    return this.#transport.name;
  }

  /**
   * Gives an unprepared email (queued in a statement, see emails/repo.ts) its content and wakes the worker.
   * False when it had its content already or the worker took it meanwhile (then the worker renders it).
   */
  async prepared(id: number, message: Omit<MailMessage, "to">): Promise<boolean> {
    const filled = await fillQueued(this.#db, id, message);
    if (filled) this.wake();
    return filled;
  }

  /** Tells the mail worker that mail is waiting (after the transaction that queued it committed). */
  wake(): void {
    this.#wake();
  }

  /** The mail worker listens here, so queued mail goes out at once rather than at its next interval. */
  onQueued(listener: () => void): void {
    this.#wake = listener;
  }

  /**
   * One worker step: claims up to `limit` due emails, sends them together and records each outcome (sent;
   * or queued again after a backoff; or failed after its last attempt). Returns how many it claimed.
   * `now` stands for the clock in tests.
   */
  async deliverDue(opts: { now?: Date; limit?: number; prepare?: Preparer } = {}): Promise<number> {
    const now = opts.now ?? new Date();
    const claimed = await claimDue(this.#db, now, opts.limit ?? 10, this.#leaseMs);
    await Promise.all(claimed.map((email) => this.#attempt(email, now, opts.prepare)));
    return claimed.length;
  }

  async #attempt(email: ClaimedEmail, now: Date, prepare?: Preparer): Promise<void> {
    try {
      let message: MailMessage = {
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html === null ? {} : { html: email.html }),
        ...(email.headers ? { headers: email.headers } : {}),
      };
      if (email.text === "") {
        if (!prepare) throw new Error(`No way to prepare a ${email.kind} email`);
        message = { ...(await prepare(email)), to: email.to };
        await fillClaimed(this.#db, email, message);
      }
      const attachments = await this.#attachments?.(email);
      if (attachments?.length) message = { ...message, attachments };
      await this.#transport.deliver({ ...message, from: this.#from, id: email.id });
    } catch (error) {
      const why = error instanceof Error ? error.message.slice(0, 500) : "send failed";
      const retryAt = new Date(now.getTime() + retryDelayMs(email.attempts));
      await markAttemptFailed(this.#db, email, MAX_ATTEMPTS, retryAt, why);
      return;
    }
    await markSent(this.#db, email);
  }

  list(limit = 200) {
    return this.#db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
  }
}
