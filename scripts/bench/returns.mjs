// The admin's Returns tab at scale: BENCH_RETURNS returns (20,000 by default), each on its own delivered order
// with one line, in every status, on PostgreSQL in a fresh database; then the first page filtered by a status,
// searched by a return number and by an order number, and the owner's numbers over a month and over a year,
// asked again and again by a few admins at once. Target: p99 < 50 ms for the list, < 300 ms for the numbers.
// Run alone (`node scripts/bench/returns.mjs`) or from scripts/bench.mjs.
import { fileURLToPath } from "node:url";
import { RETURN_STATUSES } from "#shared/returns/status.ts";
import { adminGetter, measure, PG_URL, pct, seedDatabase, withFreshDatabase } from "./admin-api.mjs";
import { startServer } from "./server.mjs";

const RETURNS = Number(process.env.BENCH_RETURNS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGET_P99_MS = 50;
/** The owner's numbers sum every return of the period: a report asked now and then, not a list page. */
const NUMBERS_TARGET_P99_MS = 300;
const ADMIN = { username: "bench-admin", password: "bench-admin-password" };
const REASONS = ["change_of_mind", "faulty", "damaged", "wrong_item"];
const sqlList = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;

/** A delivered order per return, the returns spread over a year and every status, and a line each. */
const SEED = `
  INSERT INTO orders (order_number, order_type, status, customer_name, customer_email, customer_phone,
    customer_address, customer_city, customer_postcode, subtotal_pence, total_pence, payment_provider,
    payment_intent_id, payment_idempotency_key, paid_at, created_at, updated_at, status_since)
  SELECT 'NDR-' || (10000 + g), 'primary', 'delivered', 'Shopper ' || g, 'shopper' || g || '@example.com',
    '07700900000', g || ' Track Lane', 'Leeds', 'LS1 1AB', 1000, 1000, 'sandbox', 'pi_ret_bench_' || g,
    'ret-bench-' || g, at, at, at, at
  FROM (SELECT g, now() - ($1::int - g) * interval '25 minutes' AS at FROM generate_series(1, $1::int) AS g) s;
  SELECT setval('order_number_seq', 10000 + $1::int);
  INSERT INTO returns (return_number, order_id, status, reason, created_at, updated_at, received_at)
  SELECT 'RET-' || (10000 + o.id), o.id, (${sqlList(RETURN_STATUSES)})[1 + o.id % ${RETURN_STATUSES.length}],
    (${sqlList(REASONS)})[1 + o.id % ${REASONS.length}], o.created_at + interval '3 days',
    o.created_at + interval '3 days', o.created_at + interval '8 days'
  FROM orders o;
  SELECT setval('return_number_seq', 10000 + $1::int);
  INSERT INTO order_items (order_id, product_id, product_name, item_type, quantity, unit_price_pence,
    item_total_pence, color_id)
  SELECT o.id, 1, 'Primary+ Sports Sunglasses', 'primary', 2, 5500, 11000, 1 + o.id % 3 FROM orders o;
  INSERT INTO return_lines (return_id, order_item_id, quantity)
  SELECT r.id, oi.id, 1 + r.id % 2 FROM returns r JOIN order_items oi ON oi.order_id = r.order_id;
  UPDATE returns SET refunded_pence = 5500 WHERE status IN ('refunded', 'closed')`;

/** The calendar day (UTC) `days` before now, as the numbers' from and to are written. */
const dayBefore = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export async function benchReturns() {
  const rows = [];
  let seeded = 0;
  try {
    await withFreshDatabase(async (url) => {
      const server = await startServer({
        port: 3224,
        env: { DATABASE_URL: url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
      });
      try {
        seeded = await seedDatabase(url, SEED, RETURNS, "orders, order_items, returns, return_lines");
        const get = await adminGetter(server.base, ADMIN, CONNECTIONS);
        const middle = 10000 + Math.floor(RETURNS / 2);
        const list = (label, query) => ({
          label,
          path: `/api/admin/returns?${query}`,
          count: (a) => a.total,
        });
        const numbers = (label, days) => ({
          label,
          path: `/api/admin/returns/numbers?from=${dayBefore(days)}&to=${dayBefore(0)}`,
          count: (a) => a.totals.returns,
        });
        const asks = [
          ...["requested", "received"].map((s) => list(`status ${s}`, `status=${s}`)),
          list("return number", `q=RET-${middle}`),
          list("order number", `q=NDR-${middle}`),
          list("digits only", `q=${middle}`),
          list("status + number", `status=requested&q=RET-${middle}`),
          list("all", ""),
          numbers("numbers, 30 days", 29),
          numbers("numbers, a year", 365),
        ];
        for (const ask of asks) {
          const first = await get(ask.path);
          await measure(get, ask.path, Math.min(50, REQUESTS), CONNECTIONS);
          const times = await measure(get, ask.path, REQUESTS, CONNECTIONS);
          rows.push({
            label: ask.label,
            numbers: ask.path.includes("/numbers"),
            total: ask.count(first),
            p50: pct(times, 50),
            p99: pct(times, 99),
          });
        }
      } finally {
        await server.stop();
      }
    }, "shop_bench_returns");
  } catch (error) {
    console.log(`\nReturns tab: PostgreSQL at ${PG_URL} unavailable or failed: ${error.message}`);
    return rows;
  }
  console.log(
    `\nReturns tab (PostgreSQL, ${RETURNS.toLocaleString("en-GB")} returns in every status on as many orders, ` +
      `seeded in ${seeded.toFixed(1)} s; first page of 25, newest first; ${REQUESTS} requests, ${CONNECTIONS} at a time)`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(18)} ${String(r.total).padStart(6)} returns  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
    );
  }
  for (const [which, target] of [
    ["list", TARGET_P99_MS],
    ["numbers", NUMBERS_TARGET_P99_MS],
  ]) {
    const worst = Math.max(...rows.filter((r) => r.numbers === (which === "numbers")).map((r) => r.p99));
    console.log(`  [${which}: target p99 < ${target} ms: ${worst < target ? "met" : "MISSED"}]`);
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchReturns();
  process.exit(0);
}
