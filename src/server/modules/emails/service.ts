import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/index.ts";
import type { MailMessage, MailTransport } from "#server/providers/mail/index.ts";

export type EmailKind = "order_confirmation" | "club_code" | "tracking_number" | "contact_reply";

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

  /** Returns the outbox row id. A transport failure is recorded and rethrown. */
  async send(kind: EmailKind, message: MailMessage): Promise<number> {
    const [row] = await this.#db
      .insert(emailOutbox)
      .values({
        kind,
        ...message,
        html: message.html ?? null,
        transport: this.#transport.name,
        status: "sent",
      })
      .returning({ id: emailOutbox.id });
    const id = (row as { id: number }).id;
    try {
      await this.#transport.deliver({ ...message, from: this.#from, id });
    } catch (error) {
      await this.#db
        .update(emailOutbox)
        .set({
          status: "failed",
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
