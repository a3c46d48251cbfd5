import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/**
 * Where the media library's public variants go: DATA_DIR/media, served at /media/, unless a bucket is
 * named; then its objects are read from MEDIA_PUBLIC_URL (a CDN or the bucket's public address, ending at
 * the prefix). The bucket is signed for with S3_REGION, S3_ENDPOINT and the S3_ access key pair.
 */
export const MEDIA_ENV = {
  MEDIA_S3_BUCKET: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a valid bucket name")
      .optional(),
  ),
  /** Put before every object's name, e.g. "media/"; empty for the bucket's top. */
  MEDIA_S3_PREFIX: optional.pipe(
    z
      .string()
      .regex(/^([\w-]+\/)+$/, 'must be folder names ending with "/", e.g. media/')
      .optional(),
  ),
  MEDIA_PUBLIC_URL: optional.pipe(
    z
      .url({ protocol: /^https$/, error: "must be an https URL, e.g. https://media.example.com/media" })
      .optional(),
  ),
};

interface MediaEnv {
  MEDIA_S3_BUCKET?: string;
  MEDIA_PUBLIC_URL?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/** The bucket needs its public address and the access key pair. */
export function mediaEnvIssues(env: MediaEnv): { path: string; message: string }[] {
  if (!env.MEDIA_S3_BUCKET) return [];
  const missing = (["MEDIA_PUBLIC_URL", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
    (key) => !env[key],
  );
  return missing.map((path) => ({ path, message: "is required when MEDIA_S3_BUCKET is set" }));
}
