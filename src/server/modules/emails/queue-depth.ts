import { count, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/index.ts";

/** Emails waiting in the queue or being sent now (the metrics' gauge; the due index covers exactly these). */
export async function emailQueueDepth(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["queued", "sending"]));
  return row?.n ?? 0;
}
