// Whole checkouts (create-payment-intent -> sandbox confirm 4242 -> POST /api/orders) on the embedded
// database and on PostgreSQL. Run alone (`node scripts/bench-checkout.mjs`) or from scripts/bench.mjs.
//
// Two loads on each database, after a warm-up: "closed", 16 shoppers checking out back to back (the
// throughput), and "paced", 100 checkouts a second started on a clock with at most 16 in flight (the
// latency a shopper sees at the target rate; a closed loop of 16 at 100/s means 160 ms each by Little's law).
import http from "node:http";
import { fileURLToPath } from "node:url";
import { PG_URL, withFreshDatabase } from "./bench/admin-api.mjs";
import { startServer } from "./bench/server.mjs";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARMUP_MS = 3000;
// On PostgreSQL: the closed loop's throughput, and a whole checkout's p99 at the paced rate.
const TARGET = { closedOrdersPerSecond: 300, pacedRate: 100, pacedP99Ms: 50 };

const CUSTOMER = {
  name: "Bench Runner",
  email: "bench@example.com",
  phone: "07700 900000",
  address: "1 Track Lane",
  city: "Leeds",
  postcode: "LS1 1AA",
  country: "GB",
};
const BASKET = { items: [{ productId: 1, quantity: 1, colorId: 1, lensTypeId: 1 }], customer: CUSTOMER };
const CARD = {
  cardNumber: "4242424242424242",
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: "123",
};

// node:http with keep-alive costs the load generator a third of what fetch does; it shares the 2 cores.
function client(base) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
  return (path, body, extraHeaders = {}) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          hostname,
          port,
          path,
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
            ...extraHeaders,
          },
        },
        (res) => {
          let data = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            data += chunk;
          });
          res.on("end", () =>
            res.statusCode < 400
              ? resolve(JSON.parse(data))
              : reject(new Error(`${path} ${res.statusCode}: ${data}`)),
          );
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
}

async function oneCheckout(post, requestTimes) {
  const timed = async (path, body, headers) => {
    const start = performance.now();
    const out = await post(path, body, headers);
    requestTimes.push(performance.now() - start);
    return out;
  };
  const c = await timed("/api/create-payment-intent", BASKET);
  const paid = await timed(`/api/sandbox/payment-intents/${c.paymentIntentId}/confirm`, {
    clientSecret: c.clientSecret,
    ...CARD,
  });
  if (paid.paymentIntent.status !== "succeeded") throw new Error(`payment ${paid.paymentIntent.status}`);
  const order = await timed(
    "/api/orders",
    { stripePaymentIntentId: c.paymentIntentId },
    { "x-client-secret": c.clientSecret },
  );
  if (order.total !== "55.00") throw new Error(`unexpected total ${order.total}`);
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** Closed loop (ratePerSecond 0): `concurrency` shoppers back to back. Paced: starts on a clock. */
async function load(post, ms, concurrency, ratePerSecond = 0) {
  const checkouts = [];
  const requests = [];
  let errors = 0;
  let firstError;
  const started = performance.now();
  const deadline = started + ms;
  let next = started;
  const worker = async () => {
    while (performance.now() < deadline) {
      if (ratePerSecond > 0) {
        const at = next;
        next += 1000 / ratePerSecond;
        const wait = at - performance.now();
        if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
        if (at >= deadline) break;
      }
      const start = performance.now();
      try {
        await oneCheckout(post, requests);
        checkouts.push(performance.now() - start);
      } catch (error) {
        errors++;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  checkouts.sort((a, b) => a - b);
  requests.sort((a, b) => a - b);
  return {
    orders: checkouts.length,
    ordersPerSecond: checkouts.length / seconds,
    p50: pct(checkouts, 50),
    p99: pct(checkouts, 99),
    requestP50: pct(requests, 50),
    requestP99: pct(requests, 99),
    errors,
    firstError: firstError?.message,
  };
}

async function run(label, env, port, paced) {
  const server = await startServer({ port, env: { PAYMENT_PROVIDER: "sandbox", ...env } });
  try {
    const post = client(server.base);
    await load(post, WARMUP_MS, CONCURRENCY);
    const results = [{ label, mode: "closed", ...(await load(post, DURATION_MS, CONCURRENCY)) }];
    if (paced) {
      const rate = Number(process.env.BENCH_RATE ?? TARGET.pacedRate);
      results.push({ label, mode: `${rate}/s`, ...(await load(post, DURATION_MS, CONCURRENCY, rate)) });
    }
    return results;
  } finally {
    await server.stop();
  }
}

function print(r) {
  console.log(
    `  ${r.label.padEnd(9)}${r.mode.padEnd(8)}${r.ordersPerSecond.toFixed(1).padStart(6)} orders/s  checkout p50 ` +
      `${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms | request p50 ${r.requestP50.toFixed(1)} ms p99 ` +
      `${r.requestP99.toFixed(1)} ms  (${r.orders} orders, errors ${r.errors})`,
  );
  if (r.firstError) console.log(`    first error: ${r.firstError}`);
}

export async function benchCheckout() {
  const only = process.env.BENCH_ONLY;
  const results = only === "postgres" ? [] : [...(await run("embedded", {}, 3211, false))];
  try {
    results.push(...(await withFreshDatabase((url) => run("postgres", { DATABASE_URL: url }, 3212, true))));
  } catch (error) {
    console.log(`  PostgreSQL at ${PG_URL} unavailable: ${error.message}`);
  }
  console.log(
    `\nCheckout load (create-payment-intent -> sandbox confirm -> POST /api/orders; ${CONCURRENCY} shoppers, ` +
      `${DURATION_MS / 1000} s after a ${WARMUP_MS / 1000} s warm-up)`,
  );
  for (const r of results) print(r);
  const closed = results.find((r) => r.label === "postgres" && r.mode === "closed");
  const paced = results.find((r) => r.label === "postgres" && r.mode !== "closed");
  if (closed && paced) {
    const met =
      closed.ordersPerSecond >= TARGET.closedOrdersPerSecond &&
      paced.p99 < TARGET.pacedP99Ms &&
      !closed.errors &&
      !paced.errors;
    console.log(
      `  [target on PostgreSQL ≥ ${TARGET.closedOrdersPerSecond} orders/s closed loop, checkout p99 < ` +
        `${TARGET.pacedP99Ms} ms at ${TARGET.pacedRate}/s: ${met ? "met" : "MISSED"}]`,
    );
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchCheckout();
  process.exit(0);
}
