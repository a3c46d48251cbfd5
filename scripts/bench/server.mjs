// Starts the real server (src/server/main.ts) on its own port and data dir, for a benchmark.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_NODE, start } from "../lib.mjs";

export async function waitReady(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

export async function startServer({ port, env = {}, readyTimeoutMs = 30_000 }) {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-bench-"));
  const child = start(PROJECT_NODE, ["src/server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Measured as it runs in production (React's production build renders the emails), with the sandbox.
      NODE_ENV: "production",
      ALLOW_SANDBOX_PAYMENTS: "1",
      PRESCRIPTION_KEY: randomBytes(32).toString("base64"),
      // The load comes from one address.
      CHECKOUT_RATE_LIMIT: "1000000",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${base}/readyz`, readyTimeoutMs);
  } catch (error) {
    // Not left running on its port after the bench has given up on it.
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
