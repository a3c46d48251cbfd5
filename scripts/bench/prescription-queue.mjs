// The prescription work queue at scale: BENCH_RX_ORDERS prescription orders (20,000 by default) in mixed
// stages, beside as many ordinary ones, on PostgreSQL in a fresh database; then the queue's first page
// filtered by each stage, and unfiltered, asked again and again by a few admins at once. Target: p99 < 50 ms.
// Run alone (`node scripts/bench/prescription-queue.mjs`) or from scripts/bench.mjs.
import { fileURLToPath } from "node:url";
import { PRESCRIPTION_STAGES as STAGES } from "#shared/order-status.ts";
import { adminGetter, measure, PG_URL, pct, seedDatabase, withFreshDatabase } from "./admin-api.mjs";
import { startServer } from "./server.mjs";

const ORDERS = Number(process.env.BENCH_RX_ORDERS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGET_P99_MS = 50;
const ADMIN = { username: "bench-admin", password: "bench-admin-password" };
/** Where prescription orders spend their lives: most are long dispatched. */
const MIX = [
  ...STAGES,
  "shipped",
  "delivered",
  "delivered",
  "completed",
  "completed",
  "completed",
  "refunded",
];
const sqlList = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;

/** Prescription orders in every stage (and after), and as many ordinary paid orders around them. */
const SEED = `
  INSERT INTO orders (order_number, order_type, status, needs_prescription, customer_name, customer_email,
    customer_phone, customer_address, customer_city, customer_postcode, subtotal_pence, total_pence,
    payment_provider, payment_intent_id, payment_idempotency_key, paid_at, created_at, updated_at, status_since)
  SELECT 'NDR-' || (10000 + g), CASE WHEN rx THEN 'prescription_pro' ELSE 'primary' END,
    CASE WHEN rx THEN (${sqlList(MIX)})[1 + (g / 2) % ${MIX.length}] ELSE 'delivered' END,
    rx, 'Shopper ' || g, 'shopper' || g || '@example.com', '07700900000', g || ' Track Lane', 'Leeds', 'LS1 1AB',
    14000, 14000, 'sandbox', 'pi_rx_bench_' || g, 'rx-bench-' || g, created, created, created,
    created + (g % 13) * interval '1 hour'
  FROM (
    SELECT g, g % 2 = 0 AS rx, now() - ($1::int * 2 - g) * interval '3 minutes' AS created
    FROM generate_series(1, $1::int * 2) AS g
  ) s;
  SELECT setval('order_number_seq', 10000 + $1::int * 2)`;

export async function benchPrescriptionQueue() {
  const rows = [];
  let seeded = 0;
  try {
    await withFreshDatabase(async (url) => {
      const server = await startServer({
        port: 3222,
        env: { DATABASE_URL: url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
      });
      try {
        seeded = await seedDatabase(url, SEED, ORDERS, "orders");
        const get = await adminGetter(server.base, ADMIN, CONNECTIONS);
        for (const stage of [...STAGES, null]) {
          const path = `/api/admin/prescription-queue${stage ? `?stage=${stage}` : ""}`;
          const first = await get(path);
          await measure(get, path, Math.min(50, REQUESTS), CONNECTIONS);
          const times = await measure(get, path, REQUESTS, CONNECTIONS);
          rows.push({
            label: stage ?? "all stages",
            total: first.total,
            p50: pct(times, 50),
            p99: pct(times, 99),
          });
        }
      } finally {
        await server.stop();
      }
    }, "shop_bench_rx");
  } catch (error) {
    console.log(`\nPrescription work queue: PostgreSQL at ${PG_URL} unavailable or failed: ${error.message}`);
    return rows;
  }
  console.log(
    `\nPrescription work queue (PostgreSQL, ${ORDERS.toLocaleString("en-GB")} prescription orders in mixed stages ` +
      `and as many others, seeded in ${seeded.toFixed(1)} s; first page of 25, oldest first; ${REQUESTS} requests, ${CONNECTIONS} at a time)`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(22)} ${String(r.total).padStart(6)} orders  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.p99));
  console.log(`  [target p99 < ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? "met" : "MISSED"}]`);
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchPrescriptionQueue();
  process.exit(0);
}
