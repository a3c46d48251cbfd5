import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { chatMessages } from "#server/db/schema/index.ts";
import type { ChatServerMessage } from "#shared/schemas/chat.ts";

type Row = typeof chatMessages.$inferSelect;

function toWire(row: Row): ChatServerMessage {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    sender: row.sender,
    timestamp: row.createdAt.toISOString(),
    conversationId: row.conversationId,
  };
}

type NewMessage = { conversationId: string; type: "admin" | "other"; sender: string; message: string };

export async function insertMessage(db: DbOrTx, values: NewMessage): Promise<ChatServerMessage> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return toWire(row as Row);
}

/** The conversation's latest messages, oldest first. */
export async function conversationMessages(
  db: DbOrTx,
  conversationId: string,
  limit: number,
): Promise<ChatServerMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(toWire);
}

/** The latest messages across all conversations, oldest first. */
export async function recentMessages(db: DbOrTx, limit: number): Promise<ChatServerMessage[]> {
  const rows = await db.select().from(chatMessages).orderBy(desc(chatMessages.id)).limit(limit);
  return rows.reverse().map(toWire);
}

export async function latestShopperConversation(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ conversationId: chatMessages.conversationId })
    .from(chatMessages)
    .where(eq(chatMessages.type, "other"))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.conversationId;
}
