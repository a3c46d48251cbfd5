/**
 * Public, immutable files (the media library's variants), named by their content: a name once written
 * never holds other bytes, so it is cached for a year.
 */
export interface MediaStore {
  readonly name: "disk" | "s3";
  /** The folder GET /media/:name serves; only the disk store has one. */
  readonly root?: string;
  put(name: string, data: Buffer): Promise<void>;
  /** Stores a local file (a video) without holding it in memory where the store allows. */
  putFile(name: string, path: string): Promise<void>;
  /** Removing a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** The address pages use: /media/<name>, or the bucket's public URL. */
  urlOf(name: string): string;
  check?(): Promise<unknown>;
}
