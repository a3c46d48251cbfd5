import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/index.ts";
import type { MailMessage, MailTransport } from "#server/providers/mail/index.ts";

export type EmailKind =
  | "order_confirmation"
  | "order_refunded"
  | "order_cancelled"
  | "club_code"
  | "tracking_number"
  | "order_delivered"
  | "contact_reply"
  | "notify_order_paid"
  | "notify_prescription"
  | "notify_contact"
  | "notify_chat";

export interface SendOptions {
  /** One email per event: a second send with the same key is skipped and answers null. */
  dedupeKey?: string;
}

/** Sends mail through the configured transport and records every message for the admin's Email tab. */
export class EmailService {
  #db: Db;
  #transport: MailTransport;
  #from: string;

  constructor(db: Db, transport: MailTransport, from: string) {
    this.#db = db;
    this.#transport = transport;
    this.#from = from;
  }

  /**
   * Returns the outbox row id, or null when `dedupeKey` was sent before. A transport failure is recorded
   * (its key given up, so a retry of the same event sends) and rethrown.
   */
  async send(kind: EmailKind, message: MailMessage, opts: SendOptions = {}): Promise<number | null> {
    const [row] = await this.#db
      .insert(emailOutbox)
      .values({
        kind,
        ...message,
        html: message.html ?? null,
        transport: this.#transport.name,
        status: "sent",
        dedupeKey: opts.dedupeKey ?? null,
      })
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    if (!row) return null;
    const id = row.id;
    try {
      await this.#transport.deliver({ ...message, from: this.#from, id });
    } catch (error) {
      await this.#db
        .update(emailOutbox)
        .set({
          status: "failed",
          dedupeKey: null,
          error: error instanceof Error ? error.message.slice(0, 500) : "send failed",
        })
        .where(eq(emailOutbox.id, id));
      throw error;
    }
    return id;
  }

  list(limit = 200) {
    return this.#db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
  }
}
