import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makePrivate } from "./private-files.ts";

const root = mkdtempSync(join(tmpdir(), "shop-private-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("makePrivate", () => {
  it("takes group and other bits off a data dir an older version left open, and leaves symlinks alone", () => {
    const dir = join(root, "pglite");
    mkdirSync(join(dir, "base", "1"), { recursive: true });
    writeFileSync(join(dir, "PG_VERSION"), "17");
    writeFileSync(join(dir, "base", "1", "1259"), "rows");
    const outside = join(root, "outside.txt");
    writeFileSync(outside, "not ours");
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dir, "link"));
    for (const path of [dir, join(dir, "base"), join(dir, "base", "1")]) chmodSync(path, 0o777);
    for (const path of [join(dir, "PG_VERSION"), join(dir, "base", "1", "1259")]) chmodSync(path, 0o666);

    makePrivate(dir);

    expect([dir, join(dir, "base"), join(dir, "base", "1")].map(modeOf)).toEqual([0o700, 0o700, 0o700]);
    expect([join(dir, "PG_VERSION"), join(dir, "base", "1", "1259")].map(modeOf)).toEqual([0o600, 0o600]);
    expect(modeOf(outside)).toBe(0o644);
  });
});
