import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { chatMessages } from "#server/db/schema/index.ts";
import type { ChatServerMessage } from "#shared/schemas/chat.ts";

type Row = typeof chatMessages.$inferSelect;

export function toWire(row: Row): ChatServerMessage {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    sender: row.sender,
    timestamp: row.createdAt.toISOString(),
    conversationId: row.conversationId,
  };
}

export class ChatRepo {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async insert(values: { conversationId: string; type: "admin" | "other"; sender: string; message: string }) {
    const [row] = await this.#db.insert(chatMessages).values(values).returning();
    return toWire(row as Row);
  }

  /** The conversation's latest messages, oldest first. */
  async conversation(conversationId: string, limit: number) {
    const rows = await this.#db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.reverse().map(toWire);
  }

  /** The latest messages across all conversations, oldest first. */
  async recent(limit: number) {
    const rows = await this.#db.select().from(chatMessages).orderBy(desc(chatMessages.id)).limit(limit);
    return rows.reverse().map(toWire);
  }

  async latestShopperConversation(): Promise<string | undefined> {
    const [row] = await this.#db
      .select({ conversationId: chatMessages.conversationId })
      .from(chatMessages)
      .where(eq(chatMessages.type, "other"))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    return row?.conversationId;
  }
}
