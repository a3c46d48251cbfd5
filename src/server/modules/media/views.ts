import { THUMBNAIL } from "#shared/media/variant-plan.ts";
import type { AdminMediaItem, MediaVariant } from "#shared/schemas/media.ts";
import type { MediaRowWithTargets } from "./repo.ts";

/** The narrowest square JPEG (a video's poster's, for a video). */
export function thumbnailOf(variants: readonly MediaVariant[]): string | null {
  const squares = variants
    .filter((v) => v.crop === THUMBNAIL.crop && v.format === THUMBNAIL.format)
    .sort((a, b) => a.width - b.width);
  return squares[0]?.path ?? null;
}

export function toAdminMediaItem(row: MediaRowWithTargets): AdminMediaItem {
  return {
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
    thumbnail: thumbnailOf(row.variants),
    variants: row.variants,
    targets: row.targets,
    createdAt: row.createdAt.toISOString(),
  };
}
