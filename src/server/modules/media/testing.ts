export { MEDIA_CLAIM_STALE_MS } from "./processing.ts";
export { makePhotoVariants } from "./variants.ts";
