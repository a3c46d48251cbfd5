import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A clone holds everything its files refer to: a comment states the rule it follows in its own words
 * instead of citing a document the repository does not have. docs/decisions/ are our own records.
 */
const OUTSIDE = [
  /\b(?:storefront|back-office|decisions)\.md\b/,
  /\bARCHITECTURE\.md\b/,
  /(?<![./\w])\.\.\/shared\/(?:ARCHITECTURE|spec)\b/,
  /\bshared\/spec\//,
  /\b(?:the|as|per) spec(?:'s)?\b(?!\.ts)/i,
  /(?<![\w-])spec's\b/i,
  /\bdecisions §/,
  /§\s*\d/,
  /\bissue \d+\b/i,
];

const SELF = "src/no-outside-references.test.ts";
const SKIPPED = /(^|\/)(node_modules|dist)\//;

const ROOT = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((name) => name !== "" && name !== SELF && !SKIPPED.test(name));
}

function outsideReferences(name: string): string[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync(`${ROOT}/${name}`);
  } catch {
    return []; // listed by git but deleted in the work tree
  }
  if (bytes.includes(0)) return []; // binary
  const found: string[] = [];
  bytes
    .toString("utf8")
    .split("\n")
    .forEach((line, i) => {
      if (OUTSIDE.some((pattern) => pattern.test(line))) found.push(`${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  return found;
}

describe("references", () => {
  it("the patterns catch the citations they are for", () => {
    const cites = (line: string) => OUTSIDE.some((pattern) => pattern.test(line));
    expect(cites("/** storefront.md §9: the socks carousel advances every 4000 ms. */")).toBe(true);
    expect(cites("See `../shared/ARCHITECTURE.md` for the architecture")).toBe(true);
    expect(cites("as the spec says")).toBe(true);
    expect(cites("the API client (spec's error rule)")).toBe(true);
    expect(cites("(back-office.md §4)")).toBe(true);
    expect(cites("(issue 13)")).toBe(true);
    expect(cites("See `docs/architecture.md` for the architecture")).toBe(false);
    expect(cites('import { formatPence } from "../../shared/money.ts";')).toBe(false);
    expect(cites("e2e/faq.spec.ts")).toBe(false);
  });

  it("no tracked file cites a document outside the repository", () => {
    const problems = trackedFiles().flatMap((name) =>
      outsideReferences(name).map((line) => `${name}:${line}`),
    );
    expect(problems).toEqual([]);
  });
});
