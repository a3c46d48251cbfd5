import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** Left by a process that died mid-upload or mid-job: no upload or job takes a day. */
const ABANDONED_MS = 24 * 3_600_000;

/** The folder for uploads being received and videos being copied (private, under DATA_DIR). */
export async function incomingFolder(dataDir: string): Promise<string> {
  const folder = join(dataDir, "media-incoming");
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return folder;
}

/** A new temporary file's path in the folder; `tag` is made of safe characters. */
export async function incomingPath(dataDir: string, tag: string): Promise<string> {
  const random = Math.random().toString(36).slice(2);
  return join(await incomingFolder(dataDir), `${tag.replace(/[^\w-]/g, "")}-${Date.now()}-${random}.part`);
}

/** Removes temporary files older than a day. */
export async function sweepIncoming(dataDir: string, at: Date): Promise<void> {
  const folder = await incomingFolder(dataDir);
  for (const name of await readdir(folder)) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info && at.getTime() - info.mtimeMs > ABANDONED_MS) await rm(path, { force: true });
  }
}
