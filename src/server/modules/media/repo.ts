import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { mediaItems } from "#server/db/schema/index.ts";
import type { MediaVariant } from "#shared/schemas/media.ts";

export type MediaRow = typeof mediaItems.$inferSelect;
export type NewMediaRow = typeof mediaItems.$inferInsert;
export type MediaRowWithTargets = MediaRow & { targets: string[] };

// Written out in full: drizzle renders a column unqualified in a select's field, which would bind to the subquery's own row.
const targets = sql<string[]>`coalesce((
  SELECT array_agg(a.target ORDER BY a.target) FROM media_attachments a WHERE a.media_id = "media_items"."id"
), '{}')`;

export async function insertMedia(db: DbOrTx, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(mediaItems).values(row).returning();
  if (!inserted) throw new Error("media item not inserted");
  return inserted;
}

export async function listMedia(db: DbOrTx): Promise<MediaRowWithTargets[]> {
  return db
    .select({ item: mediaItems, targets })
    .from(mediaItems)
    .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
    .then((rows) => rows.map((r) => ({ ...r.item, targets: r.targets })));
}

export async function findMedia(db: DbOrTx, id: number): Promise<MediaRowWithTargets | undefined> {
  const [row] = await db.select({ item: mediaItems, targets }).from(mediaItems).where(eq(mediaItems.id, id));
  return row && { ...row.item, targets: row.targets };
}

export async function updateMediaWords(
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<MediaRow, "alt" | "caption" | "focalX" | "focalY">>,
): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(mediaItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(mediaItems.id, id))
    .returning();
  return row;
}

export async function deleteMedia(db: DbOrTx, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.delete(mediaItems).where(eq(mediaItems.id, id)).returning();
  return row;
}

/** An item to process or re-crop whose claim is free or older than `staleBefore`. */
export async function nextMediaWork(db: DbOrTx, staleBefore: Date): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(
      and(
        or(
          eq(mediaItems.status, "processing"),
          and(
            eq(mediaItems.status, "ready"),
            sql`(${mediaItems.cropsFocalX}, ${mediaItems.cropsFocalY}) IS DISTINCT FROM (${mediaItems.focalX}, ${mediaItems.focalY})`,
          ),
        ),
        or(isNull(mediaItems.claimedAt), lt(mediaItems.claimedAt, staleBefore)),
      ),
    )
    .orderBy(mediaItems.id)
    .limit(1);
  return row;
}

/** Takes the item for this run if nobody took it since it was read: true when this run has it. */
export async function claimMedia(db: DbOrTx, row: MediaRow, at: Date): Promise<boolean> {
  const seen = row.claimedAt ? eq(mediaItems.claimedAt, row.claimedAt) : isNull(mediaItems.claimedAt);
  const claimed = await db
    .update(mediaItems)
    .set({ claimedAt: at })
    .where(and(eq(mediaItems.id, row.id), seen))
    .returning({ id: mediaItems.id });
  return claimed.length === 1;
}

export interface Processed {
  status: "ready" | "failed";
  width?: number | null;
  height?: number | null;
  placeholder?: string | null;
  variants?: MediaVariant[];
  failure?: string | null;
  cropsFocalX?: number | null;
  cropsFocalY?: number | null;
}

/** Writes a run's result if the run still holds its claim (and the item still exists): true when written. */
export async function finishMedia(db: DbOrTx, id: number, claim: Date, result: Processed): Promise<boolean> {
  const done = await db
    .update(mediaItems)
    .set({ ...result, claimedAt: null, updatedAt: sql`now()` })
    .where(and(eq(mediaItems.id, id), eq(mediaItems.claimedAt, claim)))
    .returning({ id: mediaItems.id });
  return done.length === 1;
}
