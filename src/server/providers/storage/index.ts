import type { Config } from "#server/env.ts";
import { diskStorage } from "./disk.ts";
import { s3Storage } from "./s3.ts";
import type { FileStorage } from "./types.ts";

export { assertStorageKey, isStorageKey, isStorageMime, StorageKeyError, type StorageMime } from "./keys.ts";
export { type SealedStorage, sealedStorage } from "./sealed.ts";
export type { FileStorage, StoredObject } from "./types.ts";

/** S3 when S3_BUCKET is set (env.ts requires its credentials then), else DATA_DIR/uploads. */
export function createStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return diskStorage(config.dataDir);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return s3Storage({
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
  });
}
