import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lapseCheckouts } from "#server/jobs/lapse-checkouts.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { MINUTE, rows, runJobsPastTheirWaits, succeededPayments } from "./after-fault.ts";
import { faultDatabase } from "./fault-database.ts";
import { FAULT_SERVER_ENV, startServerProcess } from "./server-process.ts";
import { checkOut, shopper } from "./shopper.ts";

const CHECKOUTS = 200;
const AT_ONCE = 12;
/** The server is killed once this many checkouts have completed, with the others in flight. */
const KILL_AFTER = 50;

describe.each(dbKinds())("kill -9 during a burst of checkouts on %s", (kind) => {
  it("every succeeded payment ends as one paid order with one confirmation email, and no discount hold leaks", async () => {
    const db = await faultDatabase(
      kind,
      "INSERT INTO discount_codes (code, discount_type, discount_value, max_uses) VALUES ('FAULT10', 'percentage', 10, 1000)",
    );
    try {
      let server = await startServerProcess({ ...FAULT_SERVER_ENV, ...db.env });
      const shoppers = Array.from({ length: CHECKOUTS }, (_, n) =>
        shopper(n, n % 3 === 0 ? "FAULT10" : undefined),
      );
      let completed = 0;
      let killed: Promise<void> | null = null;
      const queue = [...shoppers];
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          for (let s = queue.shift(); s && !killed; s = queue.shift()) {
            try {
              await checkOut(server.url, s);
            } catch {
              // The connection died with the server.
            }
            if (s.reached === "completed" && ++completed === KILL_AFTER) killed = server.kill("SIGKILL");
          }
        }),
      );
      await killed;
      const started = shoppers.filter((s) => s.reached !== "nothing");
      expect(completed).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(started.length).toBeLessThan(CHECKOUTS);

      // Back up on the same database: it serves a whole checkout, and its mail worker picks up the queue.
      server = await startServerProcess({ ...FAULT_SERVER_ENV, ...db.env });
      const after = shopper(CHECKOUTS, "FAULT10");
      await checkOut(server.url, after);
      expect(after).toMatchObject({ reached: "completed", refused: [] });
      await server.kill("SIGTERM");

      // The jobs as the restarted server runs them, with the clock moved past their waiting times.
      const app = await db.open(FAULT_SERVER_ENV);
      try {
        const { ctx } = app;
        const now = Date.now();
        await runJobsPastTheirWaits(ctx, now);
        const succeeded = await succeededPayments(ctx);
        const paid = await rows<{
          id: number;
          pi: string;
          status: string;
          email: string;
          code: number | null;
        }>(
          ctx,
          sql`SELECT id, payment_intent_id AS pi, status, customer_email AS email, discount_code_id AS code
                FROM orders WHERE paid_at IS NOT NULL`,
        );
        // Every payment the card went through for, and only those, is one completed order.
        expect(succeeded.length).toBeGreaterThan(KILL_AFTER);
        expect(paid.map((o) => o.pi).sort()).toEqual(succeeded.sort());
        expect(new Set(paid.map((o) => o.status))).toEqual(new Set(["paid"]));
        // Shoppers told their checkout completed are among them.
        const told = shoppers.filter((s) => s.reached === "completed").map((s) => s.paymentIntentId);
        expect(paid.map((o) => o.pi)).toEqual(expect.arrayContaining([...told, after.paymentIntentId]));

        const confirmations = await rows<{ id: number; order_id: number; status: string; to: string }>(
          ctx,
          sql`SELECT id, order_id, status, "to" FROM email_outbox WHERE kind = 'order_confirmation'`,
        );
        expect(confirmations.map((m) => m.order_id).sort((a, b) => a - b)).toEqual(
          paid.map((o) => o.id).sort((a, b) => a - b),
        );
        for (const mail of confirmations) {
          expect(mail.status).toBe("sent");
          const file = join(db.dataDir, "outbox", `${String(mail.id).padStart(10, "0")}.eml`);
          expect(existsSync(file)).toBe(true);
          expect(readFileSync(file, "utf8")).toContain(`To: ${mail.to}`);
        }

        // Unpaid checkouts lapse after their 30 minutes: then no use is held, and the code counts its uses.
        await lapseCheckouts(ctx, new Date(now + 31 * MINUTE));
        const holds = await rows<{ status: string; paid: boolean; n: number }>(
          ctx,
          sql`SELECT r.status, o.paid_at IS NOT NULL AS paid, count(*)::int AS n
                FROM discount_reservations r JOIN orders o ON o.id = r.order_id GROUP BY 1, 2`,
        );
        expect(holds.filter((h) => h.status === "held")).toEqual([]);
        expect(holds.filter((h) => h.status === "used" && !h.paid)).toEqual([]);
        const used = holds.find((h) => h.status === "used" && h.paid)?.n ?? 0;
        expect(used).toBe(paid.filter((o) => o.code !== null).length);
        const [code] = await rows<{ uses: number }>(
          ctx,
          sql`SELECT current_uses AS uses FROM discount_codes WHERE code = 'FAULT10'`,
        );
        expect(code?.uses).toBe(used);
      } finally {
        await app.close();
      }
    } finally {
      await db.remove();
    }
  }, 240_000);
});
