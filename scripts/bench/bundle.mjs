// JavaScript and CSS each route transfers on first load, gzip-compressed, from Vite's build manifest.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "../lib.mjs";

const WEB = join(ROOT, "dist", "web");
const ROUTE_PAGES = {
  "/": "features/home/pages/HomePage.tsx",
  "/dynamic-landing": "features/landing/pages/DynamicLandingPage.tsx",
  "/about": "features/content/pages/AboutPage.tsx",
  "/prescription-sports-sunglasses": "features/content/pages/PrescriptionGuidePage.tsx",
  "/prescription-pro": "features/prescription/pages/PrescriptionProPage.tsx",
  "/prescription-form": "features/prescription/pages/PrescriptionFormPage.tsx",
  "/lens-configurator": "features/prescription/pages/LensConfiguratorPage.tsx",
  "/spare-lenses": "features/products/pages/SpareLensesPage.tsx",
  "/sports-socks": "features/products/pages/SportsSocksPage.tsx",
  "/nose-pads": "features/products/pages/NosePadsPage.tsx",
  "/africa-r3d": "features/africa-r3d/pages/AfricaR3dPage.tsx",
  "/faq": "features/faq/pages/FaqPage.tsx",
  "/signup": "features/club/pages/SignupPage.tsx",
  "/checkout": "features/checkout/pages/CheckoutPage.tsx",
  "/admin": "features/admin/pages/AdminPage.tsx",
};

export function benchBundle() {
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
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
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
