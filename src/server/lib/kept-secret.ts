import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException)?.code === code;

/**
 * The text of DATA_DIR/<file>, made once with `make()` (0600, created exclusively: when two processes
 * start together, the first one's file is the one both use) and read back on every later start.
 */
export function keptSecret(
  dataDir: string,
  file: string,
  make: () => string,
): { text: string; path: string } {
  const path = join(dataDir, file);
  try {
    return { text: readFileSync(path, "utf8").trim(), path };
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, `${make()}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if (!isCode(error, "EEXIST")) throw error;
  }
  return { text: readFileSync(path, "utf8").trim(), path };
}
