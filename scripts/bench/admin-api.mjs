// What the admin benches share: a fresh PostgreSQL database, a signed-in admin's GET, and latencies.
import http from "node:http";
import pg from "pg";

export const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

export async function withFreshDatabase(fn, prefix = "shop_bench") {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.href);
  } finally {
    const dropper = new pg.Client({ connectionString: PG_URL });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }
}

function getter(base, token, connections) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (path) =>
    new Promise((resolve, reject) => {
      const req = http.get(
        { hostname, port, path, agent, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          let data = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            data += chunk;
          });
          res.on("end", () =>
            res.statusCode === 200
              ? resolve(JSON.parse(data))
              : reject(new Error(`${path} ${res.statusCode}: ${data}`)),
          );
        },
      );
      req.on("error", reject);
    });
}

export const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** `count` requests of one URL, `connections` at a time; latencies in ms. */
export async function measure(get, path, count, connections) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const start = performance.now();
      await get(path);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return times.sort((a, b) => a - b);
}

/** Signs the admin in and returns a GET of JSON with their token, `connections` at a time. */
export async function adminGetter(base, admin, connections) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`login ${login.status}: ${await login.text()}`);
  return getter(base, (await login.json()).token, connections);
}

/**
 * Runs a seeding script whose statements may take `$1` (the row count) and analyses the tables after.
 * A multi-statement text cannot take parameters, so each statement goes alone. Answers the seconds taken.
 */
export async function seedDatabase(url, script, count, tables) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    for (const statement of script
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean)) {
      await client.query(statement, statement.includes("$1") ? [count] : []);
    }
    await client.query(`VACUUM ANALYZE ${tables}`);
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}
