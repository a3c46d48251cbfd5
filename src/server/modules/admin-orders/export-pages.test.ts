import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeysetPosition } from "#server/lib/keyset.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { type ExportOrderRow, ordersAfter } from "./repo.ts";
import { insertTestOrder } from "./test-orders.ts";

/**
 * The orders CSV reads a batch at a time after the last order read. Orders are stamped to the microsecond,
 * finer than a Date: a position kept as a Date read each batch's last order again at the start of the next.
 */
describe.each(dbKinds())("the orders CSV's batches on %s", (kind) => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const micros of [101, 102, 999, 250, 250]) {
      const id = await insertTestOrder(t.ctx.db, {
        status: "completed",
        createdAt: new Date("2024-05-10T10:00:00.123Z"),
        paidAt: new Date("2024-05-10T10:00:00.123Z"),
      });
      await t.ctx.db.execute(
        sql`UPDATE orders SET created_at = created_at + ${micros} * interval '1 microsecond' WHERE id = ${id}`,
      );
      ids.push(id);
    }
  });
  afterAll(() => t.close());

  it("reads each order once, a batch of one at a time, oldest first", async () => {
    const filter = {
      placedOnly: false,
      from: new Date("2024-05-10T00:00:00Z"),
      until: new Date("2024-05-11T00:00:00Z"),
    };
    const read: ExportOrderRow[] = [];
    let after: KeysetPosition | null = null;
    for (let batch = 0; batch < 10; batch++) {
      const rows: ExportOrderRow[] = await ordersAfter(t.ctx.db, filter, after, 1);
      const last = rows[0];
      if (!last) break;
      read.push(last);
      after = { micros: last.createdMicros, id: last.id };
    }
    const [a, b, c, d, e] = ids;
    expect(read.map((order) => order.id)).toEqual([a, b, d, e, c]);
  });
});
