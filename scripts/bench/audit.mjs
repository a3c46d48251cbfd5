// The owner's Audit tab at scale: BENCH_AUDIT_ROWS audit rows (1,000,000 by default) by 20 people over every
// action across two years, on PostgreSQL in a fresh database; then the first page filtered by person and
// action (the target), and by person, action, record or days alone, asked again and again by a few owners at
// once. Target: p99 < 50 ms for person + action. Run alone (`node scripts/bench/audit.mjs`) or from
// scripts/bench.mjs.
import { fileURLToPath } from "node:url";
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS } from "#shared/audit/actions.ts";
import { adminGetter, measure, PG_URL, pct, seedDatabase, withFreshDatabase } from "./admin-api.mjs";
import { startServer } from "./server.mjs";

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGET_P99_MS = 50;
const PEOPLE = 20;
const ADMIN = { username: "bench-admin", password: "bench-admin-password" };
const sqlList = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;
const ACTIONS = sqlList(AUDIT_ACTION_NAMES);
const ENTITIES = sqlList(AUDIT_ACTION_NAMES.map((a) => AUDIT_ACTIONS[a]));

/** Rows spread evenly over people and actions, a minute or so apart, newest last as the app writes them. */
const SEED = `
  INSERT INTO audit_log (at, actor_id, actor_name, ip, action, entity, entity_id, before, after)
  SELECT now() - ($1::int - g) * interval '63 seconds', 1 + g % ${PEOPLE}, 'person' || (1 + g % ${PEOPLE}),
    '198.51.100.' || (1 + g % 200), (${ACTIONS})[1 + (g / ${PEOPLE}) % ${AUDIT_ACTION_NAMES.length}],
    (${ENTITIES})[1 + (g / ${PEOPLE}) % ${AUDIT_ACTION_NAMES.length}], (g % 5000)::text,
    jsonb_build_object('status', 'paid'), jsonb_build_object('status', 'processing')
  FROM generate_series(1, $1::int) AS g`;

export async function benchAudit() {
  const rows = [];
  let seeded = 0;
  try {
    await withFreshDatabase(async (url) => {
      const server = await startServer({
        port: 3225,
        env: { DATABASE_URL: url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
      });
      try {
        seeded = await seedDatabase(url, SEED, ROWS, "audit_log");
        const get = await adminGetter(server.base, ADMIN, CONNECTIONS);
        const month = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
        const monthEnd = new Date(Date.now() - 170 * 86_400_000).toISOString().slice(0, 10);
        const asks = [
          { label: "person + action", query: "actorId=7&action=order.status", target: true },
          { label: "person + action, p.5", query: "actorId=7&action=price.update&page=5" },
          { label: "person", query: "actorId=7" },
          { label: "action", query: "action=order.refund" },
          { label: "record", query: "entity=order&entityId=1234" },
          { label: "days", query: `from=${month}&to=${monthEnd}` },
          { label: "person + days", query: `actorId=3&from=${month}&to=${monthEnd}` },
          { label: "all", query: "" },
        ];
        for (const ask of asks) {
          const path = `/api/admin/audit?${ask.query}`;
          const first = await get(path);
          await measure(get, path, Math.min(50, REQUESTS), CONNECTIONS);
          const times = await measure(get, path, REQUESTS, CONNECTIONS);
          rows.push({ ...ask, shown: first.entries.length, p50: pct(times, 50), p99: pct(times, 99) });
        }
      } finally {
        await server.stop();
      }
    }, "shop_bench_audit");
  } catch (error) {
    console.log(`\nAudit tab: PostgreSQL at ${PG_URL} unavailable or failed: ${error.message}`);
    return rows;
  }
  console.log(
    `\nAudit tab (PostgreSQL, ${ROWS.toLocaleString("en-GB")} audit rows by ${PEOPLE} people over ` +
      `${AUDIT_ACTION_NAMES.length} actions, seeded in ${seeded.toFixed(1)} s; first page of 50, newest first; ` +
      `${REQUESTS} requests, ${CONNECTIONS} at a time)`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(22)} ${String(r.shown).padStart(3)} rows  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
    );
  }
  const target = rows.find((r) => r.target);
  const met = target && target.p99 < TARGET_P99_MS;
  console.log(`  [target person + action p99 < ${TARGET_P99_MS} ms: ${met ? "met" : "MISSED"}]`);
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchAudit();
  process.exit(0);
}
