// The VAT report at scale: BENCH_VAT_ORDERS placed orders (1,000,000 by default) paid over the last three
// years on PostgreSQL in a fresh database, about one in ten sent abroad and one in twenty refunded (a third
// of those twice) with its credit notes issued days to weeks later; then the report for the last whole
// quarter and for the current one, asked again and again by a few admins at once, and the quarter's CSV
// once. Target: p99 < 200 ms for a quarter. Run alone (`node scripts/bench/vat.mjs`) or from scripts/bench.mjs.
import { fileURLToPath } from "node:url";
import { SALES_ROLLUP_REBUILD_SQL } from "#server/modules/orders/index.ts";
import { londonTodayInput } from "#shared/dates.ts";
import { recentQuarters } from "#shared/reports/quarters.ts";
import { adminGetter, measure, PG_URL, pct, seedDatabase, withFreshDatabase } from "./admin-api.mjs";
import { startServer } from "./server.mjs";

const ORDERS = Number(process.env.BENCH_VAT_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGET_P99_MS = 200;
const ADMIN = { username: "bench-admin", password: "bench-admin-password" };
const ABROAD = ["IE", "US", "DE", "FR", "AU"];

/**
 * Orders alone (the report reads no lines), paid evenly over three years, their amounts varied so each
 * receipt rounds its own VAT; refunds of part or all of the charge with their credit notes numbered in order.
 * Then the sales rollup, made as the migration makes it (what the payments would have kept).
 */
const SEED = `
  INSERT INTO orders (order_number, order_type, status, customer_name, customer_email, customer_country,
    subtotal_pence, total_pence, payment_provider, payment_intent_id, payment_idempotency_key, paid_at,
    created_at, updated_at)
  SELECT 'NDR-' || (10000 + g), 'primary', 'completed', 'Shopper ' || g, 'shopper' || g || '@example.com',
    CASE WHEN g % 10 = 3 THEN (ARRAY['${ABROAD.join("','")}'])[1 + g / 10 % ${ABROAD.length}] ELSE 'GB' END,
    1000 + g * 37 % 20000, 1000 + g * 37 % 20000, 'sandbox', 'pi_vat_bench_' || g, 'vat-bench-' || g, at, at, at
  FROM (SELECT g, now() - ($1::int - g) * (interval '3 years' / $1::int) AS at
        FROM generate_series(1, $1::int) AS g) s;
  SELECT setval('order_number_seq', 10000 + $1::int);
  INSERT INTO order_refunds (order_id, amount_pence, reason, actor, status, idempotency_key,
    credit_note_no, credit_note_issued_at, created_at, updated_at)
  SELECT o.id, CASE WHEN o.id % 3 = 0 THEN o.total_pence ELSE o.total_pence / 4 END, 'Bench', 'admin:bench',
    'succeeded', 'vat-bench-refund-' || o.id, nextval('credit_note_seq'),
    o.paid_at + (1 + o.id % 40) * interval '1 day', o.paid_at, o.paid_at
  FROM orders o WHERE o.id % 20 = 7 ORDER BY o.id;
  INSERT INTO order_refunds (order_id, amount_pence, reason, actor, status, idempotency_key,
    credit_note_no, credit_note_issued_at, created_at, updated_at)
  SELECT o.id, o.total_pence / 4, 'Bench again', 'admin:bench', 'succeeded', 'vat-bench-again-' || o.id,
    nextval('credit_note_seq'), o.paid_at + (50 + o.id % 60) * interval '1 day', o.paid_at, o.paid_at
  FROM orders o WHERE o.id % 60 = 7 ORDER BY o.id;
  UPDATE orders o SET refunded_pence = r.sum FROM (
    SELECT order_id, sum(amount_pence)::int AS sum FROM order_refunds GROUP BY order_id
  ) r WHERE r.order_id = o.id;
  ${SALES_ROLLUP_REBUILD_SQL.join(";\n")}`;

export async function benchVat() {
  const rows = [];
  let seeded = 0;
  let csv = null;
  const [current, last] = recentQuarters(londonTodayInput(), 2);
  try {
    await withFreshDatabase(async (url) => {
      const server = await startServer({
        port: 3226,
        env: { DATABASE_URL: url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
      });
      try {
        seeded = await seedDatabase(url, SEED, ORDERS, "orders, order_refunds, sales_rollup");
        const get = await adminGetter(server.base, ADMIN, CONNECTIONS);
        const asks = [
          { label: `last quarter (${last.value})`, period: last },
          { label: `this quarter (${current.value})`, period: current },
        ];
        for (const { label, period } of asks) {
          const path = `/api/admin/reports/vat?from=${period.from}&to=${period.to}`;
          const first = await get(path);
          await measure(get, path, Math.min(30, REQUESTS), CONNECTIONS);
          const times = await measure(get, path, REQUESTS, CONNECTIONS);
          const receipts = first.uk.receipts.count + first.outsideUk.receipts.count;
          const notes = first.uk.creditNotes.count + first.outsideUk.creditNotes.count;
          rows.push({ label, receipts, notes, p50: pct(times, 50), p99: pct(times, 99) });
        }
        const started = performance.now();
        const res = await fetch(`${server.base}/api/admin/reports/vat.csv?from=${last.from}&to=${last.to}`, {
          headers: { authorization: `Bearer ${await tokenOf(server.base)}` },
        });
        const text = await res.text();
        csv = { ms: performance.now() - started, lines: text.split("\r\n").length - 2, bytes: text.length };
      } finally {
        await server.stop();
      }
    }, "shop_bench_vat");
  } catch (error) {
    console.log(`\nVAT report: PostgreSQL at ${PG_URL} unavailable or failed: ${error.message}`);
    return rows;
  }
  console.log(
    `\nVAT report (PostgreSQL, ${ORDERS.toLocaleString("en-GB")} placed orders over three years with their ` +
      `refunds, seeded in ${seeded.toFixed(1)} s; ${REQUESTS} requests, ${CONNECTIONS} at a time)`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(24)} ${String(r.receipts).padStart(7)} receipts ${String(r.notes).padStart(6)} credit notes` +
        `  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
    );
  }
  if (csv) {
    console.log(
      `  CSV of the last quarter: ${csv.lines.toLocaleString("en-GB")} lines, ` +
        `${(csv.bytes / 1e6).toFixed(1)} MB in ${csv.ms.toFixed(0)} ms` +
        // The report's receipts come from the rollup, the CSV's from the orders: the same documents.
        (rows[0] && csv.lines === rows[0].receipts + rows[0].notes
          ? " (as many as the report counts)"
          : " (NOT as many as the report counts)"),
    );
  }
  const worst = Math.max(...rows.map((r) => r.p99));
  console.log(`  [quarter: target p99 < ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? "met" : "MISSED"}]`);
  return rows;
}

async function tokenOf(base) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  return (await login.json()).token;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchVat();
  process.exit(0);
}
