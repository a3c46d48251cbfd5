import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** One real server process: `node src/server/main.ts`, as production runs it. */
export interface Instance {
  url: string;
  port: number;
  /** What it printed, for a failure's message. */
  output: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

async function waitReady(url: string, child: ChildProcess, output: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`instance exited with ${child.exitCode}:\n${output.join("").slice(-4000)}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`instance at ${url} not ready after ${timeoutMs} ms:\n${output.join("").slice(-4000)}`);
}

/** Starts the server with the project's Node (the one running the tests) and only the given environment. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitReady(url, child, output, 60_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    port,
    output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** An empty database on TEST_DATABASE_URL's server (no template: the instances migrate it themselves). */
export async function createEmptyDatabase(serverUrl: string) {
  const name = `shop_scale_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.href, max: 4 });
  pool.on("error", () => {});
  return {
    url: target.href,
    /** One query's rows, for the test's own checks. */
    async rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
      return (await pool.query(text, values)).rows as T[];
    },
    async drop() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
