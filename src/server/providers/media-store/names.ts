/** Public variant names: 32 hex digits of a content hash, the width and the format's extension. */
export const MEDIA_NAME = /^[0-9a-f]{32}-[1-9]\d{0,4}\.(avif|webp|jpg|mp4|webm)$/;

export const MEDIA_MIMES = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  mp4: "video/mp4",
  webm: "video/webm",
} as const;

export type MediaExtension = keyof typeof MEDIA_MIMES;

export const isMediaName = (name: unknown): name is string =>
  typeof name === "string" && MEDIA_NAME.test(name);

export function assertMediaName(name: string): void {
  if (!isMediaName(name)) throw new Error("Not a media file name");
}

export const mimeOfMediaName = (name: string) =>
  MEDIA_MIMES[name.slice(name.lastIndexOf(".") + 1) as MediaExtension];
