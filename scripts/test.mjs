// `npm test`: typecheck, lint, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests against the build (rebuilt only when its sources changed, as `npm start` does).
// Ends with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
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
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (existsSync(playwrightJson)) {
  const r = JSON.parse(readFileSync(playwrightJson, "utf8"));
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  failed += r.stats?.unexpected ?? 0;
}
const failedSteps = steps.filter((s) => s.status !== 0);
console.log("\n=== summary ===");
for (const s of steps) console.log(`${s.status === 0 ? "ok  " : "FAIL"} ${s.name} (${s.seconds}s)`);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
