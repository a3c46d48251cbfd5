export { insertReadyMedia } from "./test-media.ts";
