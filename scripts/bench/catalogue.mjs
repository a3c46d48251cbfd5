// Loads two catalogue calls on the real server and on a bare node:http server sending the same bytes.
import { fork } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { PROJECT_NODE } from "../lib.mjs";
import { startServer } from "./server.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));

const CONNECTIONS = 50;
const DURATION = 10;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function warm(url) {
  await new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration: 2 }, (err) => (err ? reject(err) : resolve())),
  );
}

function bareServer(port, bodies) {
  const args = [...bodies].map(([path, body]) => `${path}=${body.toString("base64")}`);
  const child = fork(join(HERE, "bare-server.mjs"), [String(port), ...args], { execPath: PROJECT_NODE });
  return new Promise((resolve) =>
    child.once("message", () => resolve({ close: () => child.kill("SIGTERM") })),
  );
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
});

export async function benchCatalogue() {
  const paths = ["/api/colors", "/api/products/1"];
  const shop = await startServer({ port: 3291 });
  const rows = [];
  try {
    const bodies = new Map();
    for (const p of paths) bodies.set(p, Buffer.from(await (await fetch(shop.base + p)).arrayBuffer()));
    const bare = await bareServer(3292, bodies);
    try {
      for (const p of paths) {
        await warm(shop.base + p);
        const app = summary(await load(shop.base + p));
        await warm(`http://127.0.0.1:3292${p}`);
        const ref = summary(await load(`http://127.0.0.1:3292${p}`));
        rows.push({ path: p, app, ref, ratio: app.rps / ref.rps });
      }
    } finally {
      bare.close();
    }
  } finally {
    await shop.stop();
  }
  console.log(`\nCatalogue load (autocannon, ${CONNECTIONS} connections, ${DURATION} s, after warm-up)`);
  for (const r of rows) {
    console.log(
      `  ${r.path.padEnd(18)} shop ${r.app.rps} req/s p50 ${r.app.p50} ms p99 ${r.app.p99} ms (errors ${r.app.errors}) | ` +
        `bare ${r.ref.rps} req/s p50 ${r.ref.p50} ms p99 ${r.ref.p99} ms | ratio ${r.ratio.toFixed(2)} ` +
        `[target ≥ 0.60, p99 < 25 ms: ${r.ratio >= 0.6 && r.app.p99 < 25 ? "met" : "MISSED"}]`,
    );
  }
  return rows;
}
