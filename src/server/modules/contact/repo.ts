import type { DbOrTx } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema/index.ts";

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
