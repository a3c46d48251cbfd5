export { mediaAdminRoutes } from "./admin-routes.ts";
export { processMedia } from "./processing.ts";
export { mediaRoutes } from "./routes.ts";
export { makePhotoVariants } from "./variants.ts";
export { toAdminMediaItem } from "./views.ts";
export { onMediaWork } from "./wake.ts";
