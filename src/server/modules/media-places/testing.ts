export { insertReadyMedia, showPhotos } from "./test-media.ts";
