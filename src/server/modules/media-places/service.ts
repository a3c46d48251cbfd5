import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { badRequest, conflict, notFound } from "#server/lib/http-error.ts";
import type { AuditNote } from "#server/modules/audit/index.ts";
import { toAdminMediaItem } from "#server/modules/media/index.ts";
import type { AdminMediaItem, MediaTarget } from "#shared/schemas/media.ts";
import {
  deleteAttachments,
  insertAttachment,
  itemToAttach,
  lockPlace,
  placeAttachments,
  placeItems,
  writeOrder,
} from "./repo.ts";
import { type Place, placeOf } from "./targets.ts";

type Ctx = Pick<AppContext, "db" | "catalogue">;
export interface PlaceMedia {
  items: AdminMediaItem[];
}

/** The largest id a row can have (int4): a larger one names nothing. */
const MAX_ID = 2_147_483_647;

async function placeAt(ctx: Ctx, target: MediaTarget): Promise<Place> {
  return placeOf(await ctx.catalogue.snapshot(), target);
}

async function listed(db: DbOrTx, target: string): Promise<PlaceMedia> {
  return {
    items: (await placeItems(db, target)).map((r) => toAdminMediaItem({ ...r.item, targets: r.targets })),
  };
}

/** One change to a place, under its lock; then every instance drops its cached catalogue (and map). */
async function change(ctx: Ctx, target: string, run: (tx: DbOrTx) => Promise<void>): Promise<PlaceMedia> {
  const after = await ctx.db.transaction(async (tx) => {
    await lockPlace(tx, target);
    await run(tx);
    return listed(tx, target);
  });
  await ctx.catalogue.invalidate();
  return after;
}

/** A place's items in order, as the admin sees them. */
export async function mediaAtPlace(ctx: Ctx, target: MediaTarget): Promise<PlaceMedia> {
  await placeAt(ctx, target);
  return listed(ctx.db, target);
}

const missingItem = (id: number) => notFound(`There is no media item with id ${id}`);

/**
 * Shows an item at a place, last in its order. A photo place takes photos, a video slot one video (a new
 * one replaces the old); an item whose processing failed is refused.
 */
export async function attachMedia(
  ctx: Ctx,
  input: { target: MediaTarget; mediaId: number },
  note?: AuditNote,
): Promise<PlaceMedia> {
  const { target, mediaId } = input;
  const place = await placeAt(ctx, target);
  if (mediaId > MAX_ID) throw missingItem(mediaId);
  return change(ctx, target, async (tx) => {
    const item = await itemToAttach(tx, mediaId);
    if (!item) throw missingItem(mediaId);
    if (item.kind !== place.takes) {
      throw badRequest(
        place.takes === "video"
          ? `Media item ${mediaId} is a photo: ${target} takes a video`
          : `Media item ${mediaId} is a video: videos go only into a video slot, not ${target}`,
      );
    }
    if (item.status === "failed") {
      throw conflict(`Media item ${mediaId} failed processing and cannot be shown: upload it again`);
    }
    const current = await placeAttachments(tx, target);
    if (current.some((r) => r.mediaId === mediaId)) {
      throw conflict(`Media item ${mediaId} is already shown at ${target}`);
    }
    const replaced = place.takes === "video" ? await deleteAttachments(tx, target) : [];
    const position = place.takes === "video" ? 1 : Math.max(0, ...current.map((r) => r.position)) + 1;
    await insertAttachment(tx, target, mediaId, position);
    if (note) {
      note.entityId = mediaId;
      note.after = { target, position, ...(replaced.length > 0 ? { replaced } : {}) };
    }
  });
}

/** Stops showing an item at a place (the item stays in the library). */
export async function detachMedia(
  ctx: Ctx,
  input: { target: MediaTarget; mediaId: number },
  note?: AuditNote,
): Promise<PlaceMedia> {
  const { target, mediaId } = input;
  await placeAt(ctx, target);
  return change(ctx, target, async (tx) => {
    const removed = await deleteAttachments(tx, target, [mediaId]);
    if (removed.length === 0) throw notFound(`Media item ${mediaId} is not shown at ${target}`);
    if (note) {
      note.entityId = mediaId;
      note.before = { target };
    }
  });
}

/** The first id given twice, if any. */
function repeated(ids: readonly number[]): number | undefined {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/**
 * Puts a place's items in a new order: `mediaIds` must name each item shown there exactly once. Under the
 * place's lock, so two reorders (or a reorder and an attach) never interleave.
 */
export async function reorderMedia(
  ctx: Ctx,
  input: { target: MediaTarget; mediaIds: readonly number[] },
  note?: AuditNote,
): Promise<PlaceMedia> {
  const { target, mediaIds } = input;
  await placeAt(ctx, target);
  const twice = repeated(mediaIds);
  if (twice !== undefined) {
    throw badRequest(`mediaIds names media item ${twice} more than once: give each item once`);
  }
  return change(ctx, target, async (tx) => {
    const before = (await placeAttachments(tx, target)).map((r) => r.mediaId);
    const here = new Set(before);
    const stranger = mediaIds.find((id) => !here.has(id));
    const whole = `give all ${before.length} items shown at ${target}, each once, in their new order`;
    if (stranger !== undefined) {
      throw badRequest(`Media item ${stranger} is not shown at ${target}: ${whole}`);
    }
    const left = before.find((id) => !mediaIds.includes(id));
    if (left !== undefined) throw badRequest(`mediaIds leaves out media item ${left}: ${whole}`);
    await writeOrder(tx, target, mediaIds);
    if (note) {
      note.entityId = target;
      note.before = { order: before };
      note.after = { order: [...mediaIds] };
    }
  });
}
