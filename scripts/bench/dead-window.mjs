// The dead window per public route on a phone (Lighthouse's mobile profile: 4× slower CPU, slow 4G, a
// 412 px screen): first paint (the server's page on screen), ready (the app has hydrated and takes input
// itself, marked "app-ready" by src/web/early-input/replay.ts) and the time between. In that window a tap
// or keystroke is held by the page's first script and replayed at ready; the shorter it is, the sooner
// the page answers a tap itself. The median of 3 loads, each in a fresh context.
import { chromium } from "@playwright/test";
import { CHROMIUM } from "./chromium.mjs";
import { publicRoutes } from "./first-load.mjs";
import { startServer } from "./server.mjs";

const RUNS = 3;
/** src/web/early-input/replay.ts APP_READY_MARK */
const APP_READY_MARK = "app-ready";
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_READY_MARK, {
      timeout: 60_000,
      polling: 50,
    });
    return await page.evaluate((mark) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const ready = performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN;
      return { paint, ready };
    }, APP_READY_MARK);
  } finally {
    await context.close();
  }
}

export async function benchDeadWindow({ port = Number(process.env.LIGHTHOUSE_PORT ?? 3223) } = {}) {
  const server = await startServer({ port, readyTimeoutMs: 120_000 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const rows = [];
  try {
    for (const route of await publicRoutes(server.base)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await measure(browser, `${server.base}${route}`).catch(() => null));
      const done = runs.filter(Boolean);
      const paint = median(done.map((r) => r.paint));
      const ready = median(done.map((r) => r.ready));
      const dead = median(done.map((r) => r.ready - r.paint));
      rows.push({ route, paint, ready, dead });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nDead window per public route, phone profile (4× CPU, slow 4G), median of ${RUNS} loads`);
  console.log(
    `  ${"route".padEnd(34)} ${"first paint".padStart(11)} ${"ready".padStart(8)} ${"dead window".padStart(12)}`,
  );
  const ms = (v) => (Number.isNaN(v) ? "—" : `${Math.round(v)} ms`);
  for (const r of rows) {
    console.log(
      `  ${r.route.padEnd(34)} ${ms(r.paint).padStart(11)} ${ms(r.ready).padStart(8)} ${ms(r.dead).padStart(12)}`,
    );
  }
  return rows;
}
