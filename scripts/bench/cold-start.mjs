// Time from `npm start` to the first successful /readyz, on an installed and built tree, fresh data dir.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../lib.mjs";
import { waitReady } from "./server.mjs";

async function once(port, dataDir) {
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    stdio: "ignore",
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  await waitReady(`http://127.0.0.1:${port}/readyz`);
  const ms = performance.now() - started;
  process.kill(-child.pid, "SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return ms;
}

export async function benchColdStart() {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-cold-"));
  try {
    const first = await once(3203, dataDir);
    const second = await once(3203, dataDir);
    console.log("\nCold start: npm start to first successful /readyz (installed, built tree)");
    console.log(`  fresh data dir (migrate + seed): ${Math.round(first)} ms`);
    console.log(
      `  existing data dir:               ${Math.round(second)} ms [target < 3000 ms: ${Math.max(first, second) < 3000 ? "met" : "MISSED"}]`,
    );
    return { first, second };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
