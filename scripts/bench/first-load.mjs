// First-load JavaScript per public route: every script the page fetches until the network is idle, gzip
// sizes of the built files (dist/web), for each page the server's sitemap lists.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { ROOT } from "../lib.mjs";
import { CHROMIUM } from "./chromium.mjs";

const WEB = join(ROOT, "dist", "web");
const TARGET_KB = 150;

const gzipped = new Map();
function gzipSize(pathname) {
  if (!gzipped.has(pathname)) {
    const file = join(WEB, pathname);
    gzipped.set(pathname, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  }
  return gzipped.get(pathname);
}

async function publicRoutes(base) {
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
      const scripts = new Set();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.origin === base && url.pathname.endsWith(".js")) scripts.add(url.pathname);
      });
      await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
      const bytes = [...scripts].reduce((sum, path) => sum + gzipSize(path), 0);
      rows.push({ route, kb: bytes / 1024, files: scripts.size });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst-load JavaScript per public route (gzip, fetched until network idle; target ≤ ${TARGET_KB} KB)`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.route.padEnd(34)} ${r.kb.toFixed(1).padStart(6)} KB in ${String(r.files).padStart(2)} files  ${r.kb <= TARGET_KB ? "met" : "MISSED"}`,
    );
  }
  return rows;
}
