import type { AppContext } from "#server/context.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import { parseFields } from "#server/lib/parse-fields.ts";
import { MEDIA_MESSAGES } from "#shared/media/limits.ts";
import type { AdminMediaItem, MediaUpdate } from "#shared/schemas/media.ts";
import { PhotoUploadFields, VideoUploadFields } from "#shared/schemas/media-upload.ts";
import { checkPhoto, checkUpload } from "./checks.ts";
import type { MediaForm } from "./form.ts";
import { removeMediaFiles } from "./public-files.ts";
import { deleteMedia, findMedia, insertMedia, listMedia, type MediaRow, updateMediaWords } from "./repo.ts";
import { toAdminMediaItem } from "./views.ts";
import { mediaWorkQueued } from "./wake.ts";

/** A blank focal field means the centre, as a missing one does. */
const withoutBlanks = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => !key.startsWith("focal") || value.trim()),
  );

/**
 * Checks the whole upload, then stores the original (and a video's poster) in the private store and
 * inserts the item as `processing`; nothing is stored when any check fails. The temporary file goes either way.
 */
export async function uploadMedia(
  ctx: AppContext,
  form: MediaForm,
  createdBy: string,
): Promise<AdminMediaItem> {
  const store = ctx.storage.plain;
  try {
    if (!form.file) throw new HttpError(400, MEDIA_MESSAGES.noFile);
    const checked = await checkUpload(form.file);
    if (checked.kind === "photo" && form.poster) throw new HttpError(400, MEDIA_MESSAGES.posterOnPhoto);
    const words = parseFields(
      checked.kind === "photo" ? PhotoUploadFields : VideoUploadFields,
      withoutBlanks(form.fields),
    );
    const poster = form.poster ? await checkPhoto(form.poster, MEDIA_MESSAGES.posterType) : undefined;
    const stored: string[] = [];
    try {
      const originalKey =
        checked.kind === "photo"
          ? await store.put(checked.data, checked.mime)
          : await store.putFile(form.file.path, checked.mime);
      stored.push(originalKey);
      const posterKey = poster ? await store.put(poster.data, poster.mime) : null;
      if (posterKey) stored.push(posterKey);
      const size = checked.kind === "photo" ? checked : checked.stream;
      const row = await insertMedia(ctx.db, {
        kind: checked.kind,
        contentHash: form.file.sha256,
        originalKey,
        originalMime: checked.mime,
        posterKey,
        bytes: form.file.bytes,
        width: size.width,
        height: size.height,
        alt: words.alt ?? "",
        caption: words.caption || null,
        focalX: words.focalX,
        focalY: words.focalY,
        createdBy,
      });
      mediaWorkQueued(ctx);
      return toAdminMediaItem({ ...row, targets: [] });
    } catch (error) {
      await Promise.all(
        stored.map((key) =>
          store.delete(key).catch((err) => ctx.log.error({ err }, "media original not removed")),
        ),
      );
      throw error;
    }
  } finally {
    await form.discard();
  }
}

export async function listMediaItems(ctx: AppContext): Promise<AdminMediaItem[]> {
  return (await listMedia(ctx.db)).map(toAdminMediaItem);
}

export async function getMediaItem(ctx: AppContext, id: number): Promise<AdminMediaItem> {
  const row = await findMedia(ctx.db, id);
  if (!row) throw notFound("No such media item");
  return toAdminMediaItem(row);
}

const wordsOf = (row: MediaRow) => ({
  alt: row.alt,
  caption: row.caption,
  focalX: row.focalX,
  focalY: row.focalY,
});

/**
 * New words or focal point. A new focal point leaves the cropped variants live until the media job has
 * made new ones (it compares the focal point with the one the crops were made for).
 */
export async function updateMediaItem(
  ctx: AppContext,
  id: number,
  update: MediaUpdate,
  note?: { before?: unknown; after?: unknown },
): Promise<AdminMediaItem> {
  const before = await findMedia(ctx.db, id);
  if (!before) throw notFound("No such media item");
  const changes = { ...update, caption: update.caption === "" ? null : update.caption };
  const row = await updateMediaWords(ctx.db, id, changes);
  if (!row) throw notFound("No such media item");
  if (note) {
    note.before = wordsOf(before);
    note.after = wordsOf(row);
  }
  if (row.focalX !== before.focalX || row.focalY !== before.focalY) mediaWorkQueued(ctx);
  await ctx.catalogue.invalidate();
  return toAdminMediaItem({ ...row, targets: before.targets });
}

/** The row (its attachments cascade), then its public variants and its originals; the catalogue forgets it. */
export async function removeMediaItem(ctx: AppContext, id: number): Promise<void> {
  const row = await deleteMedia(ctx.db, id);
  if (!row) throw notFound("No such media item");
  await removeMediaFiles(ctx, row);
  await ctx.catalogue.invalidate();
}
