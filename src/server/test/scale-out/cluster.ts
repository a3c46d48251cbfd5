import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_PRESCRIPTION_KEY } from "../test-keys.ts";
import { createEmptyDatabase, type Instance, startInstance } from "./instances.ts";

const secret = () => randomBytes(24).toString("hex");

/** Two production instances on one empty PostgreSQL database and one Redis, as a scaled-out shop runs. */
export interface Cluster {
  a: Instance;
  b: Instance;
  db: Awaited<ReturnType<typeof createEmptyDatabase>>;
  webhookSecret: string;
  metricsToken: string;
  /** Its own, so sign-in limits (per address and username, shared in Redis) are not shared with other suites. */
  adminUsername: string;
  adminPassword: string;
  jobsIntervalMs: number;
  stop(): Promise<void>;
}

export async function startCluster(databaseServer: string, redisUrl: string): Promise<Cluster> {
  const db = await createEmptyDatabase(databaseServer);
  const dataDir = mkdtempSync(join(tmpdir(), "shop-scale-"));
  const webhookSecret = `whsec_${secret()}`;
  const metricsToken = secret();
  const adminUsername = `admin-${randomBytes(4).toString("hex")}`;
  const adminPassword = `Scale-out ${secret()}`;
  const jobsIntervalMs = 200;
  const env = {
    NODE_ENV: "production",
    ALLOW_SANDBOX_PAYMENTS: "1",
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    // A volume both mount, as S3 would be: an upload through one is there for the other.
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    METRICS_TOKEN: metricsToken,
    FILE_LINK_SECRET: secret(),
    ORDER_LINK_SECRET: secret(),
    UNSUBSCRIBE_SECRET: secret(),
    PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY,
    JOBS_INTERVAL_MS: String(jobsIntervalMs),
    SHOP_NOTIFY_EMAIL: "owner@example.com",
  };
  const cleanUp = async () => {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Both at once on an empty database: migrations and the seed must not trip over each other.
  const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
  const failure = started.find((s) => s.status === "rejected");
  if (failure) {
    await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
    await cleanUp();
    throw failure.reason;
  }
  const [a, b] = started.map((s) => (s as PromiseFulfilledResult<Instance>).value) as [Instance, Instance];
  return {
    a,
    b,
    db,
    webhookSecret,
    metricsToken,
    adminUsername,
    adminPassword,
    jobsIntervalMs,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await cleanUp();
    },
  };
}

/** One JSON call to an instance: its status, headers and parsed body. */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The cluster's admin signs in on one instance; the token works on both. */
export async function login(cluster: Cluster, base: string): Promise<string> {
  const res = await call(base, "POST", "/api/login", {
    username: cluster.adminUsername,
    password: cluster.adminPassword,
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
