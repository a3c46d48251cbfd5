import type { Config } from "#server/env.ts";
import { diskMediaStore } from "./disk.ts";
import { s3MediaStore } from "./s3.ts";
import type { MediaStore } from "./types.ts";

export { isMediaName, MEDIA_MIMES, type MediaExtension, mimeOfMediaName } from "./names.ts";
export type { MediaStore } from "./types.ts";

/** The bucket when MEDIA_S3_BUCKET is set (env.ts requires its public URL and keys then), else DATA_DIR/media. */
export function createMediaStore(config: Config): MediaStore {
  const { MEDIA_S3_BUCKET: bucket, MEDIA_PUBLIC_URL: publicUrl } = config;
  if (!bucket) return diskMediaStore(config.dataDir);
  if (!publicUrl || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error("MEDIA_S3_BUCKET needs MEDIA_PUBLIC_URL, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return s3MediaStore({
    bucket,
    prefix: config.MEDIA_S3_PREFIX,
    publicUrl,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
  });
}
