import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";

const a = s.mediaAttachments;
const m = s.mediaItems;

export type MediaItemRow = typeof m.$inferSelect;

/** Changes to one place take turns (attach, detach, reorder), across instances too. */
export async function lockPlace(tx: DbOrTx, target: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`media-place:${target}`}))`);
}

/** The place's attachments in order. */
export function placeAttachments(db: DbOrTx, target: string) {
  return db
    .select({ mediaId: a.mediaId, position: a.position })
    .from(a)
    .where(eq(a.target, target))
    .orderBy(asc(a.position), asc(a.id));
}

/** The item to attach, held (FOR SHARE) so it cannot be deleted before the attachment is in. */
export async function itemToAttach(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: m.id, kind: m.kind, status: m.status })
    .from(m)
    .where(eq(m.id, id))
    .for("share");
  return row;
}

export async function insertAttachment(tx: DbOrTx, target: string, mediaId: number, position: number) {
  await tx.insert(a).values({ target, mediaId, position });
}

/** Removes the place's attachments (of the items named, else all), answering the items removed. */
export async function deleteAttachments(tx: DbOrTx, target: string, mediaIds?: readonly number[]) {
  const rows = await tx
    .delete(a)
    .where(and(eq(a.target, target), mediaIds ? inArray(a.mediaId, [...mediaIds]) : undefined))
    .returning({ mediaId: a.mediaId });
  return rows.map((r) => r.mediaId);
}

/** The place's items at positions 1, 2, … in the order given (each already known to be attached there). */
export async function writeOrder(tx: DbOrTx, target: string, mediaIds: readonly number[]): Promise<void> {
  const cases = mediaIds.map((id, i) => sql`when ${id}::int then ${i + 1}::int`);
  await tx
    .update(a)
    .set({ position: sql`case ${a.mediaId} ${sql.join(cases, sql` `)} end` })
    .where(eq(a.target, target));
}

/** The place's items in order, each with every place it is shown at. */
export async function placeItems(db: DbOrTx, target: string) {
  const rows = await db
    .select({ item: m })
    .from(a)
    .innerJoin(m, eq(m.id, a.mediaId))
    .where(eq(a.target, target))
    .orderBy(asc(a.position), asc(a.id));
  const ids = rows.map((r) => r.item.id);
  const places =
    ids.length === 0
      ? []
      : await db
          .select({ mediaId: a.mediaId, target: a.target })
          .from(a)
          .where(inArray(a.mediaId, ids))
          .orderBy(asc(a.target));
  return rows.map(({ item }) => ({
    item,
    targets: places.filter((p) => p.mediaId === item.id).map((p) => p.target),
  }));
}
