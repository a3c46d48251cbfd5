// Lighthouse (default mobile settings: emulated phone, simulated slow 4G and CPU) on the built server,
// the median of 3 runs per page, beside the page budgets; then first-load JavaScript per public route.

import { launchChromium } from "./chromium.mjs";
import { benchFirstLoad } from "./first-load.mjs";
import { startServer } from "./server.mjs";

const PAGES = ["/", "/sports-socks", "/prescription-pro", "/faq", "/africa-r3d"];
const RUNS = 3;
const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function runOnce(lighthouse, url) {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: audits["largest-contentful-paint"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      tbtMs: audits["total-blocking-time"].numericValue,
    };
  } finally {
    await chrome.close();
  }
}

/** One run, tried again when Lighthouse's trace fails (NO_NAVSTART and the like happen on a busy machine). */
async function measured(lighthouse, url, attempts = 3) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await runOnce(lighthouse, url);
    } catch (error) {
      console.log(`  ${url}: attempt ${attempt} failed (${error.message.split("\n")[0]})`);
    }
  }
  return null;
}

const mark = (met) => (met ? "met" : "MISSED");

function printTable(rows) {
  console.log(
    `\nLighthouse, mobile defaults, median of ${RUNS} runs (targets: ≥${TARGETS.performance}, LCP ≤${TARGETS.lcpMs / 1000} s, CLS ≤${TARGETS.cls}, TBT ≤${TARGETS.tbtMs} ms)`,
  );
  console.log(
    `  ${"page".padEnd(20)} ${"perf".padStart(4)}        ${"LCP".padStart(7)}        ${"CLS".padStart(6)}        ${"TBT".padStart(8)}`,
  );
  for (const { page, m } of rows) {
    if (!m) {
      console.log(`  ${page.padEnd(20)} no run completed`);
      continue;
    }
    console.log(
      `  ${page.padEnd(20)} ${String(m.performance).padStart(4)} ${mark(m.performance >= TARGETS.performance).padEnd(6)} ` +
        `${`${(m.lcpMs / 1000).toFixed(1)} s`.padStart(7)} ${mark(m.lcpMs <= TARGETS.lcpMs).padEnd(6)} ` +
        `${m.cls.toFixed(3).padStart(6)} ${mark(m.cls <= TARGETS.cls).padEnd(6)} ` +
        `${`${Math.round(m.tbtMs)} ms`.padStart(8)} ${mark(m.tbtMs <= TARGETS.tbtMs)}`,
    );
  }
}

/**
 * `pages` to measure (the budgets' pages by default); `env` for the server; `prepare(server)` runs once the
 * server is ready, before the first measurement (lighthouse-media.mjs uploads the owner's photos there).
 */
export async function benchLighthouse({
  port = Number(process.env.LIGHTHOUSE_PORT ?? 3222),
  pages = PAGES,
  env = {},
  prepare,
} = {}) {
  let lighthouse;
  try {
    ({ default: lighthouse } = await import("lighthouse"));
  } catch {
    console.log("\nLighthouse: the lighthouse package is not installed (npm install)");
    return null;
  }
  const server = await startServer({ port, env, readyTimeoutMs: 120_000 });
  try {
    if (prepare) await prepare(server);
    const rows = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await measured(lighthouse, `${server.base}${page}`);
        if (run) runs.push(run);
      }
      const m =
        runs.length > 0
          ? Object.fromEntries(Object.keys(TARGETS).map((k) => [k, median(runs.map((r) => r[k]))]))
          : null;
      console.log(`  ${page}: ${runs.length} of ${RUNS} runs measured`);
      rows.push({ page, m, runs });
    }
    printTable(rows);
    const firstLoad = await benchFirstLoad(server.base);
    return { rows, firstLoad };
  } finally {
    await server.stop();
  }
}
