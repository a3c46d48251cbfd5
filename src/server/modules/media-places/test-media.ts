import { randomBytes } from "node:crypto";
import type { DbOrTx } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";
import { photoVariants, videoVariants } from "#shared/media/test-variants.ts";
import type { MediaKind } from "#shared/schemas/media.ts";

/**
 * A media item as the media job leaves it (ready, with plausible variants and a placeholder), inserted
 * directly; `status` makes one still processing or failed instead. Answers its id.
 */
export async function insertReadyMedia(
  db: DbOrTx,
  opts: { kind?: MediaKind; status?: "ready" | "processing" | "failed"; alt?: string } = {},
): Promise<number> {
  const kind = opts.kind ?? "photo";
  const status = opts.status ?? "ready";
  const hash = randomBytes(16).toString("hex");
  const [row] = await db
    .insert(s.mediaItems)
    .values({
      kind,
      status,
      contentHash: hash,
      originalKey: `media/originals/${hash}`,
      originalMime: kind === "photo" ? "image/jpeg" : "video/mp4",
      bytes: 123_456,
      width: kind === "photo" ? 960 : 1280,
      height: kind === "photo" ? 640 : 720,
      alt: opts.alt ?? `A ${kind} ${hash.slice(0, 6)}`,
      placeholder: status === "ready" ? "data:image/webp;base64,UklGRg==" : null,
      variants: status !== "ready" ? [] : kind === "photo" ? photoVariants(hash) : videoVariants(hash),
      failure: status === "failed" ? "The file could not be read as a picture" : null,
      createdBy: "admin",
    })
    .returning({ id: s.mediaItems.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/**
 * Shows `count` new ready photos at a place, after whatever it shows, and drops the cached catalogue so the
 * public map has them. Answers their ids in order.
 */
export async function showPhotos(
  ctx: { db: DbOrTx; catalogue: { invalidate(): void } },
  target: string,
  count = 1,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = await insertReadyMedia(ctx.db);
    await ctx.db.insert(s.mediaAttachments).values({ mediaId: id, target, position: 1000 + i });
    ids.push(id);
  }
  ctx.catalogue.invalidate();
  return ids;
}
