import { constants } from "node:fs";
import { access, copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertMediaName } from "./names.ts";
import type { MediaStore } from "./types.ts";

/** Files under `<dataDir>/media`, served by GET /media/:name; each written beside and renamed into place. */
export function diskMediaStore(dataDir: string): MediaStore {
  const root = join(dataDir, "media");
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => {
    ready ??= mkdir(root, { recursive: true }).catch((error) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  const pathOf = (name: string) => {
    assertMediaName(name);
    return join(root, name);
  };
  // A reader never sees half a file: the bytes go to a temporary name first.
  const place = async (name: string, write: (tmp: string) => Promise<void>) => {
    const target = pathOf(name);
    await ensureRoot();
    const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  };

  return {
    name: "disk",
    root,
    put: (name, data) => place(name, (tmp) => writeFile(tmp, data, { mode: 0o644 })),
    putFile: (name, path) => place(name, (tmp) => copyFile(path, tmp)),
    delete: async (name) => rm(pathOf(name), { force: true }),
    urlOf: (name) => {
      assertMediaName(name);
      return `/media/${name}`;
    },
    check: () => ensureRoot().then(() => access(root, constants.W_OK)),
  };
}
