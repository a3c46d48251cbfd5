import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { findOrder } from "./repo.ts";
import { payOrder, recordStatus, settleUnpaid } from "./status-writes.ts";

const SERVER = fileURLToPath(new URL("../../", import.meta.url));
const WRITERS = /\b(writeStatus|markPaid|markUnpaid|markReview)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "migrations" ? [] : sources(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });
}

describe("order status writes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("go through status-writes.ts: no other file uses the repo's status writers", () => {
    const own = new Set([
      "modules/orders/repo.ts",
      "modules/orders/mark-paid.ts",
      "modules/orders/review-repo.ts",
      "modules/orders/status-writes.ts",
      "modules/orders/status-writes.test.ts",
    ]);
    const users = sources(SERVER)
      .map((file) => relative(SERVER, file))
      .filter((file) => !own.has(file))
      .filter((file) =>
        readFileSync(join(SERVER, file), "utf8")
          .split("\n")
          .some((line) => !/^\s*(\*|\/\/)/.test(line) && WRITERS.test(line)),
      );
    expect(users).toEqual([]);
  });

  it("refuse a change the transition table forbids, and write nothing", async () => {
    const refunded = await insertTestOrder(t.ctx.db, { status: "refunded" });
    await expect(
      t.ctx.db.transaction((tx) =>
        recordStatus(tx, { orderId: refunded, from: "refunded", to: "shipped", actor: "admin:owner" }),
      ),
    ).rejects.toThrow("An order cannot go from refunded to shipped");
    expect((await findOrder(t.ctx.db, { orderId: refunded }))?.status).toBe("refunded");

    const shipped = await insertTestOrder(t.ctx.db, { status: "shipped" });
    await expect(
      settleUnpaid(t.ctx.db, { orderId: shipped }, "failed", ["shipped"], "system", null),
    ).rejects.toThrow("An order cannot go from shipped to failed");
    expect((await findOrder(t.ctx.db, { orderId: shipped }))?.status).toBe("shipped");
  });

  it("allow what the table allows, and a note on the same status", async () => {
    const pending = await insertTestOrder(t.ctx.db, { status: "pending" });
    const settled = await settleUnpaid(
      t.ctx.db,
      { orderId: pending },
      "failed",
      ["pending"],
      "system",
      "declined",
    );
    expect(settled.from_status).toBe("pending");
    const noted = await t.ctx.db.transaction((tx) =>
      recordStatus(tx, { orderId: pending, from: "failed", to: "failed", actor: "system", note: "a note" }),
    );
    expect(noted).toBe(true);
    // The completion of an unpaid order is checked the same way (a provider's payment it does not know: null).
    expect(
      await payOrder(t.ctx.db, {
        paymentIntentId: "pi_unknown",
        by: "system",
        note: null,
        transport: "outbox",
        received: { amountPence: 1, currency: "gbp" },
      }),
    ).toBeNull();
  });
});
