import { Alt, Caption, type MediaKind } from "#shared/schemas/media.ts";

/** What the server takes (it checks the bytes again): the browser refuses the rest before sending anything. */
const MB = 1024 * 1024;
const ACCEPTED: Record<string, MediaKind> = {
  "image/jpeg": "photo",
  "image/png": "photo",
  "image/webp": "photo",
  "image/avif": "photo",
  "video/mp4": "video",
  "video/webm": "video",
};
export const MAX_BYTES: Record<MediaKind, number> = { photo: 25 * MB, video: 200 * MB };
export const ACCEPT_ATTRIBUTE = Object.keys(ACCEPTED).join(",");
export const POSTER_ACCEPT = Object.keys(ACCEPTED)
  .filter((type) => ACCEPTED[type] === "photo")
  .join(",");

export type FileCheck = { kind: MediaKind; error: null } | { kind: MediaKind | null; error: string };

/** A chosen file's kind, or why it cannot be uploaded. */
export function checkFile(file: File): FileCheck {
  const kind = ACCEPTED[file.type] ?? null;
  if (!kind) {
    return { kind, error: `${file.name} is not a JPEG, PNG, WebP or AVIF photo nor an MP4 or WebM video.` };
  }
  if (file.size > MAX_BYTES[kind]) {
    return {
      kind,
      error: `${file.name} is ${formatBytes(file.size)}: a ${kind} may be at most ${formatBytes(MAX_BYTES[kind])}.`,
    };
  }
  if (file.size === 0) return { kind, error: `${file.name} is empty.` };
  return { kind, error: null };
}

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface WordsErrors {
  alt?: string;
  caption?: string;
}

/** The words of one upload or edit, by the shared schemas: alt text is required for a photo only. */
export function checkWords(kind: MediaKind, alt: string, caption: string): WordsErrors {
  const errors: WordsErrors = {};
  if (kind === "photo" || alt.trim() !== "") {
    const result = Alt.safeParse(alt);
    if (!result.success) errors.alt = result.error.issues[0]?.message;
  }
  const captionResult = Caption.safeParse(caption);
  if (!captionResult.success) errors.caption = captionResult.error.issues[0]?.message;
  return errors;
}
