import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/env.ts";
import { diskStorage } from "./disk.ts";
import { createStorage, StorageKeyError } from "./index.ts";

const PATH_TRICKS = [
  "../secret.pdf",
  "..%2fsecret.pdf",
  "/etc/passwd",
  "0123456789abcdef0123456789abcdef.pdf/../../x.pdf",
  "0123456789abcdef0123456789abcdef.pdf\u0000.png",
  "0123456789ABCDEF0123456789ABCDEF.pdf",
  "0123456789abcdef0123456789abcdef.svg",
  "0123456789abcdef0123456789abcdef.pdf ",
  "0123456789abcdef0123456789abcde.pdf",
  "subdir/0123456789abcdef0123456789abcdef.pdf",
  "",
];

describe("disk storage", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "storage-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("stores, reads, checks and deletes a file under DATA_DIR/uploads with mode 0600", async () => {
    const storage = diskStorage(dataDir);
    const key = await storage.put(Buffer.from("%PDF-1.4 test"), "application/pdf");
    expect(key).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const path = join(dataDir, "uploads", key);
    expect(readFileSync(path, "utf8")).toBe("%PDF-1.4 test");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, "uploads")).mode & 0o777).toBe(0o700);

    const got = await storage.get(key);
    expect(got).toMatchObject({ mime: "application/pdf", size: 13 });
    expect(await text(got?.stream as NodeJS.ReadableStream)).toBe("%PDF-1.4 test");
    expect(await storage.exists(key)).toBe(true);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it("names each file randomly, with the extension of its type", async () => {
    const storage = diskStorage(dataDir);
    const keys = await Promise.all(
      (["image/png", "image/jpeg", "image/webp", "application/pdf"] as const).map((m) =>
        storage.put(Buffer.from("x"), m),
      ),
    );
    expect(keys.map((k) => k.split(".")[1])).toEqual(["png", "jpg", "webp", "pdf"]);
    expect(new Set(keys).size).toBe(4);
  });

  it("refuses a type it does not store", async () => {
    const storage = diskStorage(dataDir);
    await expect(storage.put(Buffer.from("<svg/>"), "image/svg+xml" as "image/png")).rejects.toThrow();
  });

  it.each(PATH_TRICKS)("rejects the key %j everywhere", async (key) => {
    // A file the trick might reach, to prove nothing is read or deleted.
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    writeFileSync(join(dataDir, "secret.pdf"), "secret");
    const storage = diskStorage(dataDir);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    expect(readFileSync(join(dataDir, "secret.pdf"), "utf8")).toBe("secret");
  });

  it("reports a missing but well-formed key as absent", async () => {
    const storage = diskStorage(dataDir);
    const key = "0123456789abcdef0123456789abcdef.png";
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
  });
});

describe("storage selection", () => {
  it("uses the disk without S3_BUCKET", () => {
    expect(createStorage(loadConfig({ DATA_DIR: "/tmp/x" })).name).toBe("disk");
  });

  it("uses S3 with S3_BUCKET and its credentials", () => {
    const config = loadConfig({
      S3_BUCKET: "rx-files",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_ENDPOINT: "http://127.0.0.1:9000",
    });
    expect(createStorage(config).name).toBe("s3");
  });

  it("refuses to start with S3_BUCKET but no credentials, naming them", () => {
    expect(() => loadConfig({ S3_BUCKET: "rx-files" })).toThrow(
      /S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });

  it.each([
    [{ S3_BUCKET: "Bad_Bucket!" }, /S3_BUCKET/],
    [{ S3_ENDPOINT: "ftp://example.com" }, /S3_ENDPOINT/],
  ])("refuses a bad S3 setting %j", (env, pattern) => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "s", ...env })).toThrow(pattern);
  });
});
