import { describe, expect, it } from "vitest";
import { dbKinds } from "#server/test/test-db.ts";
import { faultDatabase } from "./fault-database.ts";
import { FAULT_SERVER_ENV, type ServerProcess, startServerProcess } from "./server-process.ts";
import { checkOut, shopper } from "./shopper.ts";
import { silentServer } from "./silent-server.ts";

const REAL_REDIS = process.env.TEST_REDIS_URL;
/**
 * The waits for Redis are 1 s per connection; the rest is the start itself, where loading the embedded
 * database alone can take half a minute on a loaded machine. Before the waits were bounded it never listened.
 */
const START_BOUND_MS = { postgres: 15_000, pglite: 40_000 };

const readyz = async (server: ServerProcess) => {
  const res = await fetch(`${server.url}/readyz`);
  return { status: res.status, body: await res.json() };
};

describe.each(dbKinds())("Redis that accepts connections and never answers, on %s", (kind) => {
  it("the server listens at once, ready but degraded naming Redis, takes a checkout, and recovers once Redis answers", async () => {
    const redis = await silentServer();
    const db = await faultDatabase(kind, "SELECT 1");
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess(
        { ...FAULT_SERVER_ENV, ...db.env, REDIS_URL: `redis://127.0.0.1:${redis.port}` },
        START_BOUND_MS[kind],
      );
      expect(await readyz(server)).toEqual({
        status: 200,
        body: { status: "degraded", degraded: ["redis"] },
      });

      const s = shopper(1);
      await checkOut(server.url, s);
      expect(s).toMatchObject({ reached: "completed", refused: [] });

      if (!REAL_REDIS) return;
      // Redis answers again: the clients drop their silent sockets and reconnect, without a restart.
      redis.forwardTo(REAL_REDIS);
      const up = server;
      await expect
        .poll(async () => (await readyz(up)).body, { timeout: 20_000, interval: 500 })
        .toEqual({ status: "ready" });
    } finally {
      await server?.kill("SIGKILL");
      await redis.close();
      await db.remove();
    }
  }, 90_000);
});
