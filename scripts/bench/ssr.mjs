// Server-rendered pages under load: the built server (dist/ssr) with the embedded database, each page warmed,
// then 50 connections for 10 s. The machine's load average is printed beside the figures, since they depend on it.
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { startServer } from "./server.mjs";

const CONNECTIONS = 50;
const DURATION = 10;
const PAGES = ["/", "/sports-socks", "/faq"];
/** The target is for the home page; the others are reported beside it. */
const TARGET = { path: "/", p99Ms: 25 };

function load(url, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

export async function benchSsr({ port = 3293 } = {}) {
  const startLoad = loadAverage();
  const shop = await startServer({ port, readyTimeoutMs: 120_000 });
  const rows = [];
  try {
    for (const path of PAGES) {
      const res = await fetch(shop.base + path);
      const html = await res.text();
      if (!res.ok || !html.includes('<div id="root">') || html.includes('<div id="root"></div>')) {
        throw new Error(`${path}: ${res.status}, not server-rendered (no content in #root)`);
      }
    }
    for (const path of PAGES) {
      await load(shop.base + path, { connections: 10, duration: 2 });
      const r = await load(shop.base + path, { connections: CONNECTIONS, duration: DURATION });
      rows.push({
        path,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        kb: r.throughput.average / r.requests.average / 1024,
        errors: r.errors + r.non2xx,
      });
    }
  } finally {
    await shop.stop();
  }
  console.log(
    `\nServer-rendered pages (autocannon, ${CONNECTIONS} connections, ${DURATION} s, after warm-up)`,
  );
  console.log(`  load average (1, 5, 15 min): start ${startLoad}; end ${loadAverage()}`);
  for (const r of rows) {
    const target =
      r.path === TARGET.path
        ? ` [target p99 < ${TARGET.p99Ms} ms: ${r.p99 < TARGET.p99Ms ? "met" : "MISSED"}]`
        : "";
    console.log(
      `  ${r.path.padEnd(14)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
        `${r.kb.toFixed(1)} KB/answer (errors ${r.errors})${target}`,
    );
  }
  return rows;
}
