import type { AppContext } from "#server/context.ts";
import type { MediaVariant } from "#shared/schemas/media.ts";
import type { MadeFile } from "./variants.ts";

/** A variant's public name: the last part of its path (or of its bucket URL). */
export const nameOfPath = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Writes the files to the public store (all or, after removing those written, none, except the names
 * in `live`: a re-crop may make the bytes of a file that is live); their variants.
 */
export async function publish(
  ctx: AppContext,
  files: readonly MadeFile[],
  live: ReadonlySet<string> = new Set(),
): Promise<MediaVariant[]> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await ctx.mediaStore.put(file.name, file.data);
      written.push(file.name);
    }
  } catch (error) {
    await unpublish(
      ctx,
      written.filter((name) => !live.has(name)),
    );
    throw error;
  }
  return files.map((file) => ({ ...file.variant, path: ctx.mediaStore.urlOf(file.name) }));
}

/** Removes public files by name; a failure is logged (the row no longer names them). */
export async function unpublish(ctx: AppContext, names: Iterable<string>): Promise<void> {
  for (const name of new Set(names)) {
    await ctx.mediaStore
      .delete(name)
      .catch((err) => ctx.log.error({ err, name }, "media variant not removed"));
  }
}

/** Every file of a deleted item: its public variants and its private original and poster. */
export async function removeMediaFiles(
  ctx: AppContext,
  row: { variants: MediaVariant[]; originalKey: string; posterKey: string | null },
): Promise<void> {
  await unpublish(
    ctx,
    row.variants.map((v) => nameOfPath(v.path)),
  );
  for (const key of [row.originalKey, row.posterKey]) {
    if (!key) continue;
    await ctx.storage.plain.delete(key).catch((err) => ctx.log.error({ err }, "media original not removed"));
  }
}
