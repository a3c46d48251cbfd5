import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** A port nobody listens on now (for the server, or for a Redis that is not there). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * The environment of a server under fault: a shopper per address behind one proxy, no checkout limit, and
 * jobs every 200 ms whose mail worker takes over a dead sender's emails after 2 s.
 */
export const FAULT_SERVER_ENV = {
  NODE_ENV: "test",
  LOG_LEVEL: "fatal",
  CHECKOUT_RATE_LIMIT: "1000000",
  DISCOUNT_CODE_RATE_LIMIT: "1000000",
  TRUST_PROXY: "1",
  JOBS_INTERVAL_MS: "200",
  EMAIL_SEND_LEASE_SECONDS: "2",
};

/** The real server, `node src/server/main.ts`, in its own process: it can be killed like production's. */
export interface ServerProcess {
  url: string;
  /** What it printed, for a failure's message. */
  output: string[];
  /** False once the process has ended, by itself or killed. */
  running(): boolean;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

async function untilReady(
  url: string,
  child: ChildProcess,
  output: string[],
  withinMs: number,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited ${child.exitCode}:\n${output.join("").slice(-3000)}`);
    const up = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after ${withinMs / 1000} s:\n${output.join("").slice(-3000)}`);
}

/**
 * Starts the server with the project's Node and only the given environment, and waits for /readyz; one not
 * ready within `readyWithinMs` is killed and the start fails (keep it under the test's own timeout).
 */
export async function startServerProcess(
  env: Record<string, string>,
  readyWithinMs = 90_000,
): Promise<ServerProcess> {
  const port = await closedPort();
  const output: string[] = [];
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: unknown) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilReady(url, child, output, readyWithinMs);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    output,
    running: () => child.exitCode === null && child.signalCode === null,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
