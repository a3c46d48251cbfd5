import { type ChildProcess, spawn } from "node:child_process";
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PNG_1PX, prescriptionForm, VALID_FIELDS } from "#server/modules/prescriptions/testing.ts";

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

/** A first start makes and migrates a new database: on a 2-core machine busy with the rest of the suite, minutes. */
async function ready(): Promise<Response> {
  const deadline = Date.now() + 180_000;
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

/** Every file and folder under `dir` whose mode lets group or others in, with that mode. */
function looseEntries(dir: string): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const info = lstatSync(path);
    if (info.mode & 0o077) loose.push(`${path.slice(dir.length)} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return loose;
}

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

/** The exit code once the process has ended and its output has all been read ("exit" can come first). */
const exitOf = (child: ChildProcess) => new Promise((resolve) => child.once("close", resolve));

describe("the server process", () => {
  it("refuses a bad configuration with a message naming the variable", async () => {
    const { child, output } = startServer({ PORT: "not-a-port" });
    const code = await exitOf(child);
    expect(code).toBe(1);
    expect(output()).toMatch(/PORT:/);
  });

  it("stops in production without PRESCRIPTION_KEY, or with a short one, naming it and never echoing it", async () => {
    const production = { NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "1" };
    const short = Buffer.from("sixteen byte key").toString("base64");
    for (const [key, message] of [
      ["", /PRESCRIPTION_KEY: is required in production/],
      [short, /PRESCRIPTION_KEY: must be 32 bytes in base64/],
    ] as const) {
      const { child, output } = startServer({ ...production, PRESCRIPTION_KEY: key });
      expect(await exitOf(child)).toBe(1);
      expect(output()).toMatch(message);
      expect(output()).not.toContain(short);
      expect(output()).not.toMatch(/\n\s+at /);
    }
  });

  /** The output is one line naming DATABASE_URL, with no stack trace and no password. */
  const expectOneLineNamingDatabaseUrl = (output: string) => {
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toMatch(/^DATABASE_URL: cannot use postgres:\/\//);
    expect(output).not.toMatch(/\n\s+at |secret-pw/);
  };

  it("stops with one line naming DATABASE_URL when nothing answers there", async () => {
    const { child, output } = startServer({ DATABASE_URL: "postgres://shop:secret-pw@127.0.0.1:1/shop" });
    expect(await exitOf(child)).toBe(1);
    expectOneLineNamingDatabaseUrl(output());
    expect(output()).toContain("ECONNREFUSED");
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "stops with one line naming DATABASE_URL when the database does not exist",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      url.pathname = "/no_such_shop_database";
      url.password = "secret-pw";
      const { child, output } = startServer({ DATABASE_URL: url.href });
      expect(await exitOf(child)).toBe(1);
      expectOneLineNamingDatabaseUrl(output());
      expect(output()).toContain('database "no_such_shop_database" does not exist');
    },
  );

  it("migrates, seeds, serves, and shuts down cleanly on SIGTERM; a second start adds no rows", {
    timeout: 400_000,
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
      const code = await exitOf(child);
      expect(code).toBe(0);
    }
  });

  it("creates the data dir's files 0600 and its folders 0700: database, WAL, uploads", {
    timeout: 240_000,
  }, async () => {
    const privateDir = join(mkdtempSync(join(tmpdir(), "shop-modes-")), "data");
    try {
      const { child } = startServer({ DATA_DIR: privateDir });
      expect((await ready()).status).toBe(200);
      const res = await fetch(`http://127.0.0.1:${PORT}/api/prescriptions`, {
        method: "POST",
        body: prescriptionForm(
          { ...VALID_FIELDS, uploadType: "upload" },
          { bytes: PNG_1PX, name: "rx.png", type: "image/png" },
        ),
      });
      expect(res.status).toBe(201);
      // Files PGlite creates later (new WAL segments, relation forks) get the process's umask.
      expect(readFileSync(`/proc/${child.pid}/status`, "utf8")).toMatch(/^Umask:\s+0077$/m);
      child.kill("SIGTERM");
      expect(await new Promise((r) => child.once("exit", r))).toBe(0);

      const files = filesUnder(privateDir);
      expect(files.some((f) => f.startsWith("pglite/pg_wal/"))).toBe(true);
      expect(files.some((f) => f.startsWith("pglite/base/"))).toBe(true);
      expect(files.filter((f) => f.startsWith("uploads/"))).toHaveLength(1);
      expect(looseEntries(privateDir)).toEqual([]);
    } finally {
      rmSync(join(privateDir, ".."), { recursive: true, force: true });
    }
  });
});
