import { chmodSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** What the server creates under DATA_DIR is its own: files 0600, folders 0700. */
export const PRIVATE_UMASK = 0o077;

/**
 * Takes group and other permissions off everything under `dir` (and `dir` itself), for files a library
 * created before the umask was set, or in an older version that did not set it. Symlinks are left alone.
 */
export function makePrivate(dir: string): void {
  const info = lstatSync(dir, { throwIfNoEntry: false });
  if (!info || info.isSymbolicLink()) return;
  if (info.mode & 0o077) chmodSync(dir, info.mode & 0o700);
  if (!info.isDirectory()) return;
  for (const name of readdirSync(dir)) makePrivate(join(dir, name));
}
