// JavaScript and CSS each route transfers on first load, gzip-compressed, from Vite's build manifest.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "../lib.mjs";

const WEB = join(ROOT, "dist", "web");
/** The route list's pages (`src/web/pages.ts`), each with its route module's file as the manifest names it. */
async function routePages() {
  const { PAGES } = await import("#web/pages.ts");
  return PAGES.flatMap(({ path, load }) => {
    const file = /import\("\.\/([^"]+)"\)/.exec(String(load))?.[1];
    return file ? [[path, file]] : [];
  });
}

export async function benchBundle() {
  const manifestPath = join(WEB, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) {
    console.log("\nBundle sizes: no build manifest (run npm run build first)");
    return null;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const gz = (file) => gzipSync(readFileSync(join(WEB, file))).length;
  const collect = (key, seen) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    for (const dep of entry.imports ?? []) collect(dep, seen);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const rows = [];
  for (const [route, page] of await routePages()) {
    const seen = new Set();
    collect(entryKey, seen);
    collect(page, seen);
    let js = 0;
    let css = 0;
    const cssFiles = new Set();
    for (const key of seen) {
      js += gz(manifest[key].file);
      for (const c of manifest[key].css ?? []) cssFiles.add(c);
    }
    for (const c of cssFiles) css += gz(c);
    rows.push({ route, js, css, split: Boolean(manifest[page]) });
  }
  console.log("\nFirst-load transfer per route (gzip)");
  for (const r of rows) {
    const flag = r.route === "/" ? ` [target < 150 KB JS: ${r.js < 150 * 1024 ? "met" : "MISSED"}]` : "";
    console.log(
      `  ${r.route.padEnd(32)} JS ${(r.js / 1024).toFixed(1)} KB  CSS ${(r.css / 1024).toFixed(1)} KB${r.split ? "" : " (page chunk not found)"}${flag}`,
    );
  }
  return rows;
}
