import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { webhookEvents } from "#server/db/schema/index.ts";

const eventId = (id: string) => id.slice(0, 255);

/** Records the event; false when it was recorded before (a duplicate delivery). */
export async function recordEvent(db: DbOrTx, event: { id: string; type: string }): Promise<boolean> {
  const fresh = await db
    .insert(webhookEvents)
    .values({ id: eventId(event.id), type: event.type.slice(0, 100) })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return fresh.length > 0;
}

export async function forgetEvent(db: DbOrTx, id: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, eventId(id)));
}
