// Admin sign-in with a second factor at a steady 10 sign-ins a second: the password step (argon2id) and the
// code step (TOTP), measured together as a person waits for them. BENCH_PEOPLE people are enrolled
// first, because a code is accepted once: each signs in with the codes of the two 30-second
// steps after the enrolment's at most. Target: p99 < 300 ms. Run alone (`node scripts/bench/sign-in.mjs`) or from scripts/bench.mjs.
import { createHmac } from "node:crypto";
import { fileURLToPath } from "node:url";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { PG_URL, pct, withFreshDatabase } from "./admin-api.mjs";
import { startServer } from "./server.mjs";

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 160);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TARGET_P99_MS = 300;
const PASSWORD = "bench sign-in passphrase of several words";
const STEP_MS = 30_000;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
function base32Bytes(text) {
  let bits = "";
  for (const c of text.replace(/=+$/, "")) bits += BASE32.indexOf(c).toString(2).padStart(5, "0");
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 with SHA-1, six digits, for one 30-second step. */
function totp(secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} ${res.status}: ${text}`);
  return text ? JSON.parse(text) : {};
}

/** People of the staff role (a second factor optional), each enrolled through the API; their secrets. */
async function enrolPeople(base, url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await db.query(
    `INSERT INTO admin_users (username, password_hash, role, state)
     SELECT 'bench-' || g, $1, 'staff', 'active' FROM generate_series(1, $2::int) g`,
    [passwordHash, PEOPLE],
  );
  await db.end();
  const people = [];
  for (let i = 1; i <= PEOPLE; i++) {
    const username = `bench-${i}`;
    const { token } = await post(base, "/api/login", { username, password: PASSWORD });
    const { secret } = await post(base, "/api/admin/me/second-factor/enrol", {}, token);
    const step = Math.floor(Date.now() / STEP_MS);
    await post(base, "/api/admin/me/second-factor/confirm", { code: totp(secret, step) }, token);
    people.push({ username, secret, last: step });
  }
  return people;
}

/** One sign-in as a person does it: the password, then the code of the next step not yet used. */
async function signIn(base, person) {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now - 1, person.last + 1);
  if (step > now + 1) return null;
  person.last = step;
  const started = performance.now();
  const first = await post(base, "/api/login", { username: person.username, password: PASSWORD });
  const done = await post(base, "/api/login/second-factor", {
    challenge: first.challenge,
    code: totp(person.secret, step),
  });
  if (!done.token) throw new Error("no session after the code");
  return performance.now() - started;
}

export async function benchSignIn() {
  let result = null;
  try {
    await withFreshDatabase(async (url) => {
      const server = await startServer({ port: 3223, env: { DATABASE_URL: url } });
      try {
        const people = await enrolPeople(server.base, url);
        // Every person's enrolment code was this step's: sign-ins start on the next.
        await new Promise((r) => setTimeout(r, STEP_MS - (Date.now() % STEP_MS) + 100));
        const times = [];
        const pending = [];
        let refused = 0;
        const total = RATE * SECONDS;
        for (let i = 0; i < total; i++) {
          const due = i * (1000 / RATE);
          pending.push(
            (async () => {
              await new Promise((r) => setTimeout(r, due));
              const person = people.find((p) => p.last < Math.floor(Date.now() / STEP_MS) + 1);
              if (!person) return refused++;
              const ms = await signIn(server.base, person);
              if (ms === null) refused++;
              else times.push(ms);
            })(),
          );
        }
        await Promise.all(pending);
        times.sort((a, b) => a - b);
        result = { count: times.length, refused, p50: pct(times, 50), p99: pct(times, 99) };
      } finally {
        await server.stop();
      }
    });
  } catch (error) {
    console.log(`\nAdmin sign-in: PostgreSQL at ${PG_URL} unavailable or failed: ${error.message}`);
    return null;
  }
  console.log(
    `\nAdmin sign-in with a second factor (PostgreSQL; password then code, ${RATE} a second for ${SECONDS} s, ` +
      `${PEOPLE} people): ${result.count} sign-ins, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms` +
      (result.refused ? `, ${result.refused} not attempted (no unused code)` : ""),
  );
  console.log(`  [target p99 < ${TARGET_P99_MS} ms: ${result.p99 < TARGET_P99_MS ? "met" : "MISSED"}]`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchSignIn();
  process.exit(0);
}
