import type { AdminMediaItem, MediaVariant } from "#shared/schemas/media.ts";
import type { MediaItemRow } from "./repo.ts";

/** The narrowest square JPEG (a video's poster's), for the admin's lists. */
function thumbnailOf(row: MediaItemRow): string | null {
  const squares = row.variants.filter(
    (v: MediaVariant) => v.crop === "square" && v.format === "jpeg" && !!v.poster === (row.kind === "video"),
  );
  const narrowest = squares.reduce<MediaVariant | undefined>(
    (low, v) => (!low || v.width < low.width ? v : low),
    undefined,
  );
  return narrowest?.path ?? null;
}

/** The admin's view of an item, with every place it is shown at. */
export const adminMediaItem = (row: MediaItemRow, targets: string[]): AdminMediaItem => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  failure: row.failure,
  alt: row.alt,
  caption: row.caption,
  focalX: row.focalX,
  focalY: row.focalY,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  placeholder: row.placeholder,
  thumbnail: thumbnailOf(row),
  variants: row.variants,
  targets,
  createdAt: row.createdAt.toISOString(),
});
