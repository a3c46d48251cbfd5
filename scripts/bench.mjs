// `npm run bench`: catalogue throughput against bare node:http, cold start, bundle sizes, checkout throughput,
// the admin order list at 100,000 orders, the prescription work queue and the Returns tab at 20,000 each, the Audit tab at 1,000,000 rows, the VAT report and the sales overview over a million orders,
// admin sign-in with a second factor at 10 a second, server-rendered pages under load, and Lighthouse with first-load
// JavaScript per page, the dead window (first paint to ready) per public route on a phone, and the media job on a
// 24-megapixel photo.
// `npm run bench -- lighthouse` (or any of the names below) runs only those.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { benchAdminOrders } from "./bench/admin-orders.mjs";
import { benchAudit } from "./bench/audit.mjs";
import { benchBundle } from "./bench/bundle.mjs";
import { benchCatalogue } from "./bench/catalogue.mjs";
import { benchColdStart } from "./bench/cold-start.mjs";
import { benchDeadWindow } from "./bench/dead-window.mjs";
import { benchFirstLoadAlone } from "./bench/first-load.mjs";
import { benchLighthouse } from "./bench/lighthouse.mjs";
import { benchLighthouseMedia } from "./bench/lighthouse-media.mjs";
import { benchMedia } from "./bench/media.mjs";
import { benchOverview } from "./bench/overview.mjs";
import { benchPrescriptionQueue } from "./bench/prescription-queue.mjs";
import { benchReturns } from "./bench/returns.mjs";
import { benchSignIn } from "./bench/sign-in.mjs";
import { benchSsr } from "./bench/ssr.mjs";
import { benchVat } from "./bench/vat.mjs";
import { buildStale, ROOT, run } from "./lib.mjs";

async function benchCheckout() {
  const checkout = join(ROOT, "scripts", "bench-checkout.mjs");
  if (!existsSync(checkout)) return;
  const mod = await import(checkout);
  await mod.benchCheckout();
}

const BENCHES = {
  catalogue: benchCatalogue,
  "cold-start": benchColdStart,
  bundle: benchBundle,
  checkout: benchCheckout,
  "admin-orders": benchAdminOrders,
  "prescription-queue": benchPrescriptionQueue,
  returns: benchReturns,
  audit: benchAudit,
  "sign-in": benchSignIn,
  lighthouse: benchLighthouse,
  "lighthouse-media": benchLighthouseMedia,
  "dead-window": benchDeadWindow,
  "first-load": benchFirstLoadAlone,
  ssr: benchSsr,
  vat: benchVat,
  media: benchMedia,
  overview: benchOverview,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(", ")}. Choose from: ${Object.keys(BENCHES).join(", ")}`);
  process.exit(2);
}
if (buildStale() && run("npm", ["run", "build"]) !== 0) process.exit(1);
// first-load is part of lighthouse; on its own only when asked for, as is lighthouse-media (it uploads photos).
const ASKED_ONLY = ["first-load", "lighthouse-media"];
const runs = asked.length > 0 ? asked : Object.keys(BENCHES).filter((name) => !ASKED_ONLY.includes(name));
for (const name of runs) await BENCHES[name]();
process.exit(0);
