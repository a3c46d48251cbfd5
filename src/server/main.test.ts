import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const PORT = 3400 + (process.pid % 500);
const dataDir = mkdtempSync(join(tmpdir(), "shop-main-"));

function startServer(env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  return { child, output: () => output };
}

async function ready(): Promise<Response> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      return await fetch(`http://127.0.0.1:${PORT}/readyz`);
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error("server did not start");
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("refuses a bad configuration with a message naming the variable", async () => {
    const { child, output } = startServer({ PORT: "not-a-port" });
    const code = await new Promise((r) => child.once("exit", r));
    expect(code).toBe(1);
    expect(output()).toMatch(/PORT:/);
  });

  it("migrates, seeds, serves, and shuts down cleanly on SIGTERM; a second start adds no rows", {
    timeout: 150_000,
  }, async () => {
    for (let run = 0; run < 2; run++) {
      const { child } = startServer();
      const res = await ready();
      expect(res.status).toBe(200);
      const colors = (await (await fetch(`http://127.0.0.1:${PORT}/api/colors`)).json()) as unknown[];
      expect(colors).toHaveLength(10);
      const products = (await (await fetch(`http://127.0.0.1:${PORT}/api/products`)).json()) as unknown[];
      expect(products).toHaveLength(7);
      child.kill("SIGTERM");
      const code = await new Promise((r) => child.once("exit", r));
      expect(code).toBe(0);
    }
  });
});
