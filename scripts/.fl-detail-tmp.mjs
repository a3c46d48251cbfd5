import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM } from "./bench/chromium.mjs";
import { startServer } from "./bench/server.mjs";
const gz = (p) => existsSync(`dist/web${p}`) ? gzipSync(readFileSync(`dist/web${p}`)).length : 0;
const server = await startServer({ port: 3207, readyTimeoutMs: 120000 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
try {
  for (const route of process.argv.slice(2)) {
    const page = await (await browser.newContext()).newPage();
    const s = new Set();
    page.on("request", (r) => { const u = new URL(r.url()); if (u.pathname.endsWith(".js")) s.add(u.pathname); });
    await page.goto(server.base + route, { waitUntil: "commit" });
    await page.locator("h1").first().waitFor({ timeout: 30000 });
    const files = [...s].map((p) => [gz(p), p]).sort((a, b) => b[0] - a[0]);
    console.log(route, (files.reduce((a, f) => a + f[0], 0) / 1024).toFixed(1));
    console.log("  " + files.filter((f) => f[0] > 600).map(([n, p]) => `${p.replace("/assets/", "")}:${(n / 1024).toFixed(1)}`).join(" "));
  }
} finally { await browser.close(); await server.stop(); }
