import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { rows, runJobsPastTheirWaits, succeededPayments } from "./after-fault.ts";
import { faultDatabase } from "./fault-database.ts";
import { FAULT_SERVER_ENV, type ServerProcess, startServerProcess } from "./server-process.ts";
import { checkOut, type Shopper, shopper } from "./shopper.ts";

const SERVER = process.env.TEST_DATABASE_URL;
const CHECKOUTS = 50;
const AT_ONCE = 10;
/** Each step is tried again after a 503 up to this many times, as a shopper would. */
const RETRIES = 8;

/** Every answer was a success, a refusal or a 503, each refusal with a JSON message. */
function expectOnlyHonestAnswers(shoppers: Shopper[]) {
  for (const s of shoppers) {
    for (const answer of s.answers) {
      const ok =
        answer.status < 300 || (answer.status >= 400 && answer.status < 500) || answer.status === 503;
      expect(ok, `shopper ${s.n}: status ${answer.status}`).toBe(true);
      if (answer.status >= 400) expect(answer.body).toMatchObject({ message: expect.any(String) });
    }
  }
}

describe.skipIf(!SERVER)("the app's PostgreSQL backends terminated every 30–100 ms during checkouts", () => {
  it("the process stays up, answers 2xx/4xx/503, recovers, and every acknowledged payment is one order with one email", async () => {
    const db = await faultDatabase("postgres", "SELECT 1");
    const database = new URL(db.env.DATABASE_URL).pathname.slice(1);
    const admin = new pg.Client({ connectionString: SERVER });
    admin.on("error", () => {});
    await admin.connect();
    let cutting = true;
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ ...FAULT_SERVER_ENV, ...db.env });
      const url = server.url;
      // Every backend on one tick in three, one of them (whichever is busiest) on the others: cutting
      // every connection every time would let no checkout through, leaving nothing to check afterwards.
      const cuts = (async () => {
        let n = 0;
        for (let tick = 0; cutting; tick++) {
          await new Promise((r) => setTimeout(r, 30 + Math.random() * 70));
          const res = await admin.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = $1 AND pid <> pg_backend_pid()
              ORDER BY state = 'active' DESC, random() LIMIT $2`,
            [database, tick % 3 === 0 ? null : 1],
          );
          n += res.rowCount ?? 0;
        }
        return n;
      })();
      const shoppers = Array.from({ length: CHECKOUTS }, (_, n) => shopper(n));
      const unreachable: number[] = [];
      const queue = [...shoppers];
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          for (let s = queue.shift(); s; s = queue.shift()) {
            await checkOut(url, s, RETRIES).catch(() => unreachable.push(s.n));
          }
        }),
      );
      cutting = false;
      expect(await cuts).toBeGreaterThan(0);
      expect(server.running(), server.output.join("").slice(-3000)).toBe(true);
      expect(unreachable).toEqual([]);
      expectOnlyHonestAnswers(shoppers);

      // Without a restart, once the pool has seen its last connections end, checkouts go through again.
      await new Promise((r) => setTimeout(r, 500));
      const after = Array.from({ length: 3 }, (_, n) => shopper(CHECKOUTS + n));
      for (const s of after) {
        await checkOut(url, s);
        expect(s, JSON.stringify(s.answers)).toMatchObject({ reached: "completed", refused: [] });
      }
      expect(server.running()).toBe(true);
      await server.kill("SIGTERM");

      // The jobs as the server runs them, with the clock moved past their waits.
      const app = await db.open(FAULT_SERVER_ENV);
      try {
        const { ctx } = app;
        const now = Date.now();
        await runJobsPastTheirWaits(ctx, now);
        const succeeded = await succeededPayments(ctx);
        const paid = await rows<{ id: number; pi: string; status: string }>(
          ctx,
          sql`SELECT id, payment_intent_id AS pi, status FROM orders WHERE paid_at IS NOT NULL`,
        );
        expect(paid.map((o) => o.pi).sort()).toEqual(succeeded.sort());
        expect(new Set(paid.map((o) => o.status))).toEqual(new Set(["paid"]));
        const mails = await rows<{ order_id: number; status: string }>(
          ctx,
          sql`SELECT order_id, status FROM email_outbox WHERE kind = 'order_confirmation'`,
        );
        const acknowledged = [...shoppers, ...after].filter((s) => s.reached === "completed");
        expect(acknowledged.length).toBeGreaterThan(after.length);
        for (const s of acknowledged) {
          const orders = paid.filter((o) => o.pi === s.paymentIntentId);
          expect(orders, `shopper ${s.n}`).toHaveLength(1);
          const sent = mails.filter((m) => m.order_id === orders[0]?.id);
          expect(sent, `shopper ${s.n}`).toEqual([{ order_id: orders[0]?.id, status: "sent" }]);
        }
      } finally {
        await app.close();
      }
    } finally {
      cutting = false;
      await server?.kill("SIGKILL");
      await admin.end().catch(() => {});
      await db.remove();
    }
  }, 120_000);
});
