import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/env.ts";
import { OTHER_PRESCRIPTION_KEY, TEST_PRESCRIPTION_KEY } from "#server/test/test-keys.ts";
import { decodeKey, keyIdOf } from "./keyring.ts";
import { DEV_KEY_FILE, prescriptionKeyring } from "./prescription-keys.ts";

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "rx-keys-"));
  dirs.push(dir);
  return join(dir, "data");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the prescription keyring", () => {
  it("uses PRESCRIPTION_KEY and PRESCRIPTION_KEYS_PREVIOUS, silently and without touching the data dir", () => {
    const dataDir = newDataDir();
    const warnings: string[] = [];
    const keys = prescriptionKeyring(
      loadConfig({
        DATA_DIR: dataDir,
        PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY,
        PRESCRIPTION_KEYS_PREVIOUS: ` ${OTHER_PRESCRIPTION_KEY} ,`,
      }),
      (m) => warnings.push(m),
    );
    expect(keys.currentId).toBe(keyIdOf(decodeKey(TEST_PRESCRIPTION_KEY) as Buffer));
    expect(keys.ids).toEqual([keys.currentId, keyIdOf(decodeKey(OTHER_PRESCRIPTION_KEY) as Buffer)]);
    expect(warnings).toEqual([]);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("in development without a key, makes one in the data dir (0600), warns without it, and keeps it", () => {
    const dataDir = newDataDir();
    const warnings: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "development" });
    const first = prescriptionKeyring(config, (m) => warnings.push(m));
    const path = join(dataDir, DEV_KEY_FILE);
    const key = decodeKey(readFileSync(path, "utf8")) as Buffer;
    expect(key).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(first.currentId).toBe(keyIdOf(key));

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("PRESCRIPTION_KEY is unset");
    expect(warnings[0]).toContain(path);
    for (const encoding of ["base64", "base64url", "hex"] as const) {
      expect(warnings[0]).not.toContain(key.toString(encoding).slice(0, 12));
    }

    // The next start (or a test process) finds the same key.
    expect(prescriptionKeyring(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test" }), () => {}).currentId).toBe(
      first.currentId,
    );
  });

  it("refuses a damaged development key file rather than making another", () => {
    const dataDir = newDataDir();
    prescriptionKeyring(loadConfig({ DATA_DIR: dataDir }), () => {});
    writeFileSync(join(dataDir, DEV_KEY_FILE), "c2hvcnQ=\n");
    expect(() => prescriptionKeyring(loadConfig({ DATA_DIR: dataDir }), () => {})).toThrow(
      /PRESCRIPTION_KEY: is unset and .*prescription\.key does not hold a 32-byte base64 key/,
    );
  });

  it("never makes a key in production", () => {
    const dataDir = newDataDir();
    const config = { ...loadConfig({ DATA_DIR: dataDir }), NODE_ENV: "production" as const };
    expect(() => prescriptionKeyring(config, () => {})).toThrow(
      /PRESCRIPTION_KEY: is required in production/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});
