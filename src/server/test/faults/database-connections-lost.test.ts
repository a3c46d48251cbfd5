import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders } from "#server/db/schema/index.ts";
import {
  CUSTOMER,
  checkout,
  completeOrder,
  confirm,
  createIntent,
  PRIMARY,
} from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";

const SERVER = process.env.TEST_DATABASE_URL;

/** A connection of the test's own to the PostgreSQL server, which is not the app's. */
async function ownClient(database?: string) {
  const url = new URL(SERVER as string);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.href });
  client.on("error", () => {});
  await client.connect();
  return client;
}

/** What a refused answer must be: 503 with a JSON message, never a bare 500. */
function expectUnavailable(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ message: expect.stringMatching(/unavailable/) });
}

describe.skipIf(!SERVER)("the server's PostgreSQL connections terminated", () => {
  let t: TestApp;
  let admin: pg.Client;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    const [row] = (
      (await t.ctx.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    database = row?.name as string;
    admin = await ownClient();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** pg_terminate_backend on every connection to the app's database but `spare`'s. */
  const terminateAll = async (spare: number[] = []) =>
    (
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND NOT (pid = ANY($2::int[]))`,
        [database, spare],
      )
    ).rowCount ?? 0;

  it("a request whose query is cut off answers 503 with a message, and its retry completes the order once", async () => {
    const c = await checkout(t.app);
    await confirm(t.app, c);
    // Hold the order's row so the completion's statement is waiting in the database when the cut comes.
    const locker = await ownClient(database);
    await locker.query("BEGIN");
    await locker.query("SELECT id FROM orders WHERE id = $1 FOR UPDATE", [c.orderId]);
    const lockerPid = (await locker.query("SELECT pg_backend_pid() AS pid")).rows[0].pid as number;
    try {
      const pending = completeOrder(t.app, c);
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
                [database],
              )
            ).rows[0].n,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      expect(await terminateAll([lockerPid])).toBeGreaterThan(0);
      expectUnavailable(await pending);
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    // No restart: the pool drops the dead connections and opens new ones, so the shopper's retries go through
    // (on a loaded machine the first retry may still meet a connection the pool has not yet seen die).
    await expect
      .poll(async () => (await completeOrder(t.app, c)).statusCode, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(200);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect(order?.status).toBe("paid");
    const mails = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "order_confirmation"), eq(emailOutbox.orderId, c.orderId)));
    expect(mails).toHaveLength(1);
  });

  it("cut off again and again in a burst of checkouts: every answer is 200 or a 503 with a message, then all is well", async () => {
    const answers: { statusCode: number; json(): unknown }[] = [];
    const step = async <R extends { statusCode: number; json(): unknown }>(call: Promise<R>) => {
      const res = await call;
      answers.push(res);
      return res.statusCode === 200 ? res : null;
    };
    let cutting = true;
    const cuts = (async () => {
      let n = 0;
      for (;;) {
        await new Promise((r) => setTimeout(r, 150));
        if (!cutting) return n;
        n += await terminateAll();
      }
    })();
    await Promise.all(
      Array.from({ length: 6 }, async (_, w) => {
        for (let i = 0; i < 5; i++) {
          const created = await step(
            createIntent(t.app, {
              items: [PRIMARY],
              customer: { ...CUSTOMER, email: `cut${w}-${i}@example.com` },
            }).then((r) => r.res),
          );
          if (!created) continue;
          const held = created.json() as { paymentIntentId: string; clientSecret: string };
          if (!(await step(confirm(t.app, held)))) continue;
          await step(completeOrder(t.app, held));
        }
      }),
    );
    cutting = false;
    expect(await cuts).toBeGreaterThan(0);
    for (const res of answers) {
      if (res.statusCode !== 200) expectUnavailable(res);
    }

    // Without a restart, whole checkouts work again (once the pool has seen its last connections end).
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < 5; i++) {
      const c = await checkout(t.app, { customer: { ...CUSTOMER, email: `after-cut${i}@example.com` } });
      expect((await confirm(t.app, c)).statusCode).toBe(200);
      expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});
