import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema/index.ts";

export type ContactRow = typeof contactMessages.$inferSelect;
export type ContactStatus = ContactRow["status"];

export async function insertContactMessage(
  db: DbOrTx,
  m: { name: string; email: string; subject: string; message: string; source: string },
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...m, status: "unread" })
    .returning({ id: contactMessages.id });
  return (row as { id: number }).id;
}

/** Newest first. */
export function listContactMessages(db: DbOrTx): Promise<ContactRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export async function findContactMessage(db: DbOrTx, id: number): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

/** Sets the status only while it is still `from`; undefined when another change got there first. */
export async function setStatusIf(
  db: DbOrTx,
  id: number,
  from: ContactStatus,
  to: ContactStatus,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ status: to })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, from)))
    .returning();
  return row;
}

export async function setStatus(db: DbOrTx, id: number, to: ContactStatus): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ status: to })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
