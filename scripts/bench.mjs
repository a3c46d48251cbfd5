// `npm run bench`: catalogue throughput against bare node:http, cold start, bundle sizes, checkout throughput,
// the admin order list at 100,000 orders.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { benchAdminOrders } from "./bench/admin-orders.mjs";
import { benchBundle } from "./bench/bundle.mjs";
import { benchCatalogue } from "./bench/catalogue.mjs";
import { benchColdStart } from "./bench/cold-start.mjs";
import { buildStale, ROOT, run } from "./lib.mjs";

if (buildStale() && run("npm", ["run", "build"]) !== 0) process.exit(1);
await benchCatalogue();
await benchColdStart();
benchBundle();
const checkout = join(ROOT, "scripts", "bench-checkout.mjs");
if (existsSync(checkout)) {
  const mod = await import(checkout);
  await mod.benchCheckout();
}
await benchAdminOrders();
process.exit(0);
