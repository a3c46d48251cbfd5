// The sales overview at scale: BENCH_OVERVIEW_ORDERS placed orders (1,000,000 by default) paid over the last
// three years on PostgreSQL in a fresh database, with their lines (one to three each: frames with colours and
// lenses, socks with sizes, nose pads), about one in four shoppers coming back, one in eight orders with a
// discount code, one in ten to a prescription at one of its stages, refunds with credit notes (as the VAT
// bench) and saved baskets with reminders, some won back. Then the overview for the last 30 days and for the
// last year (a bucket a day), and a year by weeks, asked again and again by a few admins at once.
// Target: p99 < 200 ms for 30 days and for a year. Run alone (`node scripts/bench/overview.mjs`) or from
// scripts/bench.mjs (`npm run bench -- overview`).
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { SALES_ROLLUP_REBUILD_SQL } from "#server/modules/orders/index.ts";
import { londonTodayInput } from "#shared/dates.ts";
import { addDays } from "#shared/returns/days.ts";
import { adminGetter, measure, PG_URL, pct, seedDatabase, withFreshDatabase } from "./admin-api.mjs";
import { startServer } from "./server.mjs";

const ORDERS = Number(process.env.BENCH_OVERVIEW_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGET_P99_MS = 200;
const ADMIN = { username: "bench-admin", password: "bench-admin-password" };
const ABROAD = ["IE", "US", "DE", "FR", "AU"];
const STAGES = ["awaiting_prescription", "awaiting_verification", "with_lab", "quality_check", "shipped"];

/**
 * Orders paid evenly over three years (one shopper in four seen before: the address repeats), each with one
 * to three lines from the seeded catalogue; refunds as the VAT bench seeds them; a basket per 20 orders with
 * its reminder, a tenth of them won back by an order. Then the sales rollup and each order's previous payment,
 * made as the migration makes them (what the payments would have kept).
 */
export const OVERVIEW_SEED = `
  INSERT INTO orders (order_number, order_type, status, customer_name, customer_email, customer_country,
    subtotal_pence, discount_pence, discount_code, total_pence, needs_prescription, payment_provider,
    payment_intent_id, payment_idempotency_key, paid_at, created_at, updated_at)
  SELECT 'NDR-' || (10000 + g), 'primary',
    CASE WHEN g % 10 = 4 THEN (ARRAY['${STAGES.join("','")}'])[1 + g / 10 % ${STAGES.length}] ELSE 'completed' END,
    'Shopper ' || g, 'shopper' || (CASE WHEN g % 4 = 0 THEN g / 7 ELSE g END) || '@example.com',
    CASE WHEN g % 10 = 3 THEN (ARRAY['${ABROAD.join("','")}'])[1 + g / 10 % ${ABROAD.length}] ELSE 'GB' END,
    1000 + g * 37 % 20000, CASE WHEN g % 8 = 1 THEN 500 ELSE 0 END,
    CASE WHEN g % 8 = 1 THEN (ARRAY['SUMMER10','WELCOME5','CLUB15'])[1 + g / 8 % 3] END,
    1000 + g * 37 % 20000 - CASE WHEN g % 8 = 1 THEN 500 ELSE 0 END, g % 10 = 4,
    'sandbox', 'pi_overview_bench_' || g, 'overview-bench-' || g, at, at, at
  FROM (SELECT g, now() - ($1::int - g) * (interval '3 years' / $1::int) AS at
        FROM generate_series(1, $1::int) AS g) s;
  SELECT setval('order_number_seq', 10000 + $1::int);
  INSERT INTO order_items (order_id, product_id, product_name, item_type, quantity, unit_price_pence,
    item_total_pence, color_id, primary_lens_type_id, prescription_lens_type_id, sock_size_id)
  SELECT o.id, p.product_id, p.name, p.item_type, p.quantity, o.subtotal_pence / p.quantity / n.lines,
    o.subtotal_pence / n.lines, p.color_id, p.primary_lens_type_id, p.prescription_lens_type_id, p.sock_size_id
  FROM orders o
  CROSS JOIN LATERAL (SELECT 1 + o.id % 3 AS lines) n
  CROSS JOIN LATERAL generate_series(1, n.lines) AS l
  CROSS JOIN LATERAL (SELECT
    (ARRAY[1, 4, 2, 5])[1 + (o.id + l) % 4] AS product_id,
    (ARRAY['Primary+ Sports Sunglasses', 'Sports Socks', 'Prescription Sports Sunglasses', 'Spare Nose Pads'])[1 + (o.id + l) % 4] AS name,
    (ARRAY['primary', 'socks', 'prescription', 'accessories'])[1 + (o.id + l) % 4] AS item_type,
    CASE WHEN (o.id + l) % 4 = 1 THEN 3 ELSE 1 END AS quantity,
    CASE WHEN (o.id + l) % 4 IN (0, 2) THEN 1 + (o.id * 7 + l) % 10 END AS color_id,
    CASE WHEN (o.id + l) % 4 = 0 THEN 1 + (o.id * 3 + l) % 6 END AS primary_lens_type_id,
    CASE WHEN (o.id + l) % 4 = 2 THEN 12 + (o.id + l) % 6 END AS prescription_lens_type_id,
    CASE WHEN (o.id + l) % 4 = 1 THEN 1 + (o.id + l) % 5 END AS sock_size_id) p;
  INSERT INTO order_refunds (order_id, amount_pence, reason, actor, status, idempotency_key,
    credit_note_no, credit_note_issued_at, created_at, updated_at)
  SELECT o.id, CASE WHEN o.id % 3 = 0 THEN o.total_pence ELSE o.total_pence / 4 END, 'Bench', 'admin:bench',
    'succeeded', 'overview-bench-refund-' || o.id, nextval('credit_note_seq'),
    o.paid_at + (1 + o.id % 40) * interval '1 day', o.paid_at, o.paid_at
  FROM orders o WHERE o.id % 20 = 7 ORDER BY o.id;
  INSERT INTO abandoned_carts (email, cart_data, total_amount_pence, reminder_consent, recovered,
    reminder_sent_at, recovered_at, recovered_order_id, created_at, updated_at)
  SELECT 'basket' || o.id || '@example.com', '{}'::jsonb, o.total_pence, true, o.id % 200 = 0,
    o.paid_at - interval '3 hours', CASE WHEN o.id % 200 = 0 THEN o.paid_at END,
    CASE WHEN o.id % 200 = 0 THEN o.id END, o.paid_at - interval '6 hours', o.paid_at
  FROM orders o WHERE o.id % 20 = 0;
  ${SALES_ROLLUP_REBUILD_SQL.join(";\n")}`;

export async function benchOverview() {
  const rows = [];
  let seeded = 0;
  const today = londonTodayInput();
  try {
    await withFreshDatabase(async (url) => {
      const server = await startServer({
        port: 3227,
        readyTimeoutMs: 120_000,
        env: { DATABASE_URL: url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
      });
      try {
        seeded = await seedDatabase(
          url,
          OVERVIEW_SEED,
          ORDERS,
          "orders, order_items, order_refunds, abandoned_carts, sales_rollup",
        );
        const get = await adminGetter(server.base, ADMIN, CONNECTIONS);
        const asks = [
          { label: "last 30 days, by day", from: addDays(today, -29), grouping: "day" },
          { label: "last year, by day", from: addDays(today, -364), grouping: "day" },
          { label: "last year, by week", from: addDays(today, -364), grouping: "week" },
        ];
        for (const { label, from, grouping } of asks) {
          const path = `/api/admin/reports/overview?from=${from}&to=${today}&grouping=${grouping}`;
          const first = await get(path);
          await measure(get, path, Math.min(20, REQUESTS), CONNECTIONS);
          const times = await measure(get, path, REQUESTS, CONNECTIONS);
          rows.push({ label, orders: first.current.orders, p50: pct(times, 50), p99: pct(times, 99) });
        }
      } finally {
        await server.stop();
      }
    }, "shop_bench_overview");
  } catch (error) {
    console.log(`\nSales overview: PostgreSQL at ${PG_URL} unavailable or failed: ${error.message}`);
    return rows;
  }
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(
    `\nSales overview (PostgreSQL, ${ORDERS.toLocaleString("en-GB")} placed orders over three years with their ` +
      `lines, refunds and baskets, seeded in ${seeded.toFixed(1)} s; ${REQUESTS} requests, ${CONNECTIONS} at a time; ` +
      `load average ${load})`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(22)} ${String(r.orders).padStart(7)} orders  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
    );
  }
  const worst = Math.max(...rows.slice(0, 2).map((r) => r.p99));
  console.log(
    `  [30 days and a year: target p99 < ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? "met" : "MISSED"}]`,
  );
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchOverview();
  process.exit(0);
}
