import { AwsClient } from "aws4fetch";

export interface S3Access {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Defaults to us-east-1, which most S3-compatible services accept. */
  region?: string;
  /** An S3-compatible service's base URL; objects are then addressed path-style (`<endpoint>/<bucket>/<key>`). */
  endpoint?: string;
}

/** The bucket's base URL and a SigV4 signing client (aws4fetch) for it. */
export function s3Bucket(opts: S3Access): { base: string; client: AwsClient } {
  const region = opts.region ?? "us-east-1";
  const base = opts.endpoint
    ? `${opts.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(opts.bucket)}`
    : `https://${opts.bucket}.s3.${region}.amazonaws.com`;
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: "s3",
    region,
    retries: 2,
  });
  return { base, client };
}
