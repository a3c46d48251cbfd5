import { constants } from "node:fs";
import { access, chmod, copyFile, type FileHandle, mkdir, open, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { assertStorageKey, mimeOfKey, newStorageKey, type StorageMime } from "./keys.ts";
import type { FileStorage, StoredObject } from "./types.ts";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

/** Files under `<dataDir>/uploads`, a folder no static handler serves; folder 0700, files 0600. */
export function diskStorage(dataDir: string): FileStorage {
  const root = join(dataDir, "uploads");
  let ready: Promise<void> | undefined;
  const ensureRoot = () => {
    ready ??= mkdir(root, { recursive: true, mode: 0o700 })
      .then(() => chmod(root, 0o700))
      .catch((error) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };

  return {
    name: "disk",

    async put(data: Buffer, mime: StorageMime) {
      const key = newStorageKey(mime);
      await ensureRoot();
      // "wx": never overwrite an existing file, however unlikely a repeated random key is.
      const handle = await open(pathOf(key), "wx", 0o600);
      try {
        await handle.writeFile(data);
      } catch (error) {
        await handle.close();
        await rm(pathOf(key), { force: true });
        throw error;
      }
      await handle.close();
      return key;
    },

    async putFile(path: string, mime: StorageMime) {
      const key = newStorageKey(mime);
      await ensureRoot();
      try {
        await copyFile(path, pathOf(key), constants.COPYFILE_EXCL);
        await chmod(pathOf(key), 0o600);
      } catch (error) {
        await rm(pathOf(key), { force: true });
        throw error;
      }
      return key;
    },

    async get(key: string): Promise<StoredObject | null> {
      let handle: FileHandle;
      try {
        handle = await open(pathOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const info = await handle.stat().catch(async (error) => {
        await handle.close();
        throw error;
      });
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle and closes it when it ends or is destroyed.
      return { stream: handle.createReadStream(), mime: mimeOfKey(key), size: info.size };
    },

    async exists(key: string) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },

    check: () => ensureRoot().then(() => access(root, constants.W_OK)),
  };
}
