// `npm test`: typecheck, lint, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests against the build (rebuilt only when its sources changed, as `npm start` does).
// Ends with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { buildStale, dependenciesStale, install, ROOT, run } from "./lib.mjs";

if (dependenciesStale()) install();

// Outside test-results, which Playwright empties when it starts.
const reports = join(ROOT, ".test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
const step = (name, cmd, args, env) => {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const status = run(cmd, args, { env });
  steps.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
  return status;
};

step("typecheck", "tsc", ["--noEmit", "-p", "tsconfig.json"]);
step("lint", "biome", ["check", "."]);
const vitestJson = join(reports, "vitest.json");
step("unit and API tests", "vitest", [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const buildStatus = buildStale() ? step("build", "npm", ["run", "build"]) : 0;
const playwrightJson = join(reports, "playwright.json");
if (buildStatus === 0) {
  step("browser tests", "playwright", ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });
}

let passed = 0;
let failed = 0;
// Each failed test by name with the start of its message, so the end of the log says what broke; and each
// test that passed only when run again (vitest.config.ts, playwright.config.ts), so a flaky one is seen.
const failures = [];
const flaky = [];
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .filter((l) => l.trim() !== "")
    .slice(0, 6)
    .map((l) => `      ${l.slice(0, 300)}`)
    .join("\n");
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  for (const file of r.testResults ?? []) {
    const path = String(file.name ?? "").replace(`${ROOT}/`, "");
    const tests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of tests)
      failures.push(`${path} › ${t.fullName}\n${firstLines(t.failureMessages?.join("\n"))}`);
    for (const t of file.assertionResults ?? []) {
      // A retried test keeps the errors of its failed runs.
      if (t.status === "passed" && t.failureMessages?.length > 0) {
        flaky.push(`${path} › ${t.fullName}\n${firstLines(t.failureMessages.join("\n"))}`);
      }
    }
    if (tests.length === 0 && file.status === "failed") failures.push(`${path}\n${firstLines(file.message)}`);
  }
}
const playwrightFailures = (suite, trail) => {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const s of suite.suites ?? []) playwrightFailures(s, here);
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== "unexpected" && t.status !== "flaky") continue;
      const error = t.results?.find((r) => r.error)?.error;
      const line = `[${t.projectName}] ${[...here, spec.title].join(" › ")}\n${firstLines(error?.message)}`;
      (t.status === "flaky" ? flaky : failures).push(line);
    }
  }
};
if (existsSync(playwrightJson)) {
  const r = JSON.parse(readFileSync(playwrightJson, "utf8"));
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  failed += r.stats?.unexpected ?? 0;
  for (const s of r.suites ?? []) playwrightFailures(s, []);
}
const failedSteps = steps.filter((s) => s.status !== 0);
if (flaky.length > 0) {
  console.log("\n=== passed when run again (flaky) ===");
  for (const f of flaky) console.log(`  ~ ${f}`);
}
if (failures.length > 0) {
  console.log("\n=== failed tests ===");
  for (const f of failures) console.log(`  ✗ ${f}`);
}
console.log("\n=== summary ===");
for (const s of steps) console.log(`${s.status === 0 ? "ok  " : "FAIL"} ${s.name} (${s.seconds}s)`);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
