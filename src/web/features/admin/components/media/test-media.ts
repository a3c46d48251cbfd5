import type { AdminMediaItem } from "#shared/schemas/media.ts";

/** A ready photo as the server lists it, for the Media tab's tests. */
export const mediaItem = (over: Partial<AdminMediaItem> = {}): AdminMediaItem => ({
  id: 1,
  kind: "photo",
  status: "ready",
  failure: null,
  alt: "A black frame on a white table",
  caption: null,
  focalX: 0.5,
  focalY: 0.5,
  width: 1200,
  height: 800,
  bytes: 120_000,
  placeholder: null,
  thumbnail: `/media/${"a".repeat(16)}-320.jpeg`,
  variants: [
    { crop: "original", format: "jpeg", width: 960, height: 640, path: `/media/${"b".repeat(16)}-960.jpeg` },
  ],
  targets: [],
  createdAt: "2026-11-29T10:00:00.000Z",
  ...over,
});
