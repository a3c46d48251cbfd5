// First-load JavaScript per public route, gzip sizes of the built files (dist/web) the page fetches: up to its
// first render (the budget: its h1 on screen and the app's first page committed, which on a server-rendered
// page is its hydration, marked "page-rendered" by src/web/lib/page-settled.ts) and until the network is idle
// (what is deferred comes in too), for each page the server's sitemap lists.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { ROOT } from "../lib.mjs";
import { CHROMIUM } from "./chromium.mjs";
import { startServer } from "./server.mjs";

const WEB = join(ROOT, "dist", "web");
const TARGET_KB = 150;
/** src/web/lib/page-settled.ts PAGE_RENDERED_MARK */
const PAGE_RENDERED_MARK = "page-rendered";

const gzipped = new Map();
function gzipSize(pathname) {
  if (!gzipped.has(pathname)) {
    const file = join(WEB, pathname);
    gzipped.set(pathname, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  }
  return gzipped.get(pathname);
}

/** The routes the server's sitemap lists: every public page. */
export async function publicRoutes(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}

export async function benchFirstLoad(base) {
  const routes = await publicRoutes(base);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const rows = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      /** Each script the page asked for, with when it asked (this machine's clock, as the page's). */
      const scripts = new Map();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.origin === base && url.pathname.endsWith(".js") && !scripts.has(url.pathname)) {
          scripts.set(url.pathname, Date.now());
        }
      });
      const size = (before = Number.POSITIVE_INFINITY) =>
        [...scripts].filter(([, at]) => at <= before).reduce((sum, [path]) => sum + gzipSize(path), 0);
      await page.goto(`${base}${route}`, { waitUntil: "commit" });
      // The server's HTML shows the h1 before any script has run: the app's own render is what counts.
      const rendered = await Promise.all([
        page.locator("h1").first().waitFor({ timeout: 30_000 }),
        page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_RENDERED_MARK, {
          timeout: 30_000,
          polling: 10,
        }),
      ])
        .then(() => true)
        .catch(() => false);
      // Only what was asked for before the first render: a part fetched after it (a served part's code) is not
      // on the first load's path.
      const renderedAt = rendered
        ? await page.evaluate(
            (mark) => performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? 0),
            PAGE_RENDERED_MARK,
          )
        : Number.NaN;
      const firstRender = rendered ? size(renderedAt) : Number.NaN;
      await page.waitForLoadState("networkidle");
      rows.push({ route, kb: firstRender / 1024, idleKb: size() / 1024, files: scripts.size });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst-load JavaScript per public route (gzip; to the first render, target ≤ ${TARGET_KB} KB; until network idle)`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.route.padEnd(34)} ${r.kb.toFixed(1).padStart(6)} KB ${(Number.isNaN(r.kb) ? "no h1" : r.kb <= TARGET_KB ? "met" : "MISSED").padEnd(6)}  idle ${r.idleKb.toFixed(1).padStart(6)} KB in ${r.files} files`,
    );
  }
  return rows;
}

/** `npm run bench -- first-load`: the same table without Lighthouse, on a server of its own. */
export async function benchFirstLoadAlone({ port = Number(process.env.LIGHTHOUSE_PORT ?? 3222) } = {}) {
  const server = await startServer({ port, readyTimeoutMs: 120_000 });
  try {
    return await benchFirstLoad(server.base);
  } finally {
    await server.stop();
  }
}
