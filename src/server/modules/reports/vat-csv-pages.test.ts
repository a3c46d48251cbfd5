import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeysetPosition } from "#server/lib/keyset.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { periodInstants } from "./period.ts";
import { placedOrder } from "./test-vat.ts";
import { type VatDocument, vatDocumentsAfter } from "./vat-repo.ts";

/**
 * The CSV reads the documents a page at a time after the last one read. Payments are stamped to the
 * microsecond, finer than a Date: a cursor kept as a Date read the last row of a page again on the next.
 */
describe.each(dbKinds())("the VAT CSV's pages on %s", (kind) => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const micros of [101, 102, 999, 250, 250]) {
      const id = await placedOrder(t.ctx.db, "2024-05-10T10:00:00.123Z", "GB", { totalPence: 1200 });
      await t.ctx.db.execute(
        sql`UPDATE orders SET paid_at = paid_at + ${micros} * interval '1 microsecond' WHERE id = ${id}`,
      );
      ids.push(id);
    }
  });
  afterAll(() => t.close());

  it("reads each receipt once, a page of one at a time, in the order issued", async () => {
    const { from, until } = periodInstants({ from: "2024-05-10", to: "2024-05-10" });
    const read: VatDocument[] = [];
    let after: KeysetPosition | null = null;
    for (let page = 0; page < 10; page++) {
      const docs: VatDocument[] = await vatDocumentsAfter(t.ctx.db, "receipt", from, until, after, 1);
      if (docs.length === 0) break;
      read.push(...docs);
      after = docs[0]?.position ?? null;
    }
    const [a, b, c, d, e] = ids;
    expect(read.map((doc) => doc.id)).toEqual([a, b, d, e, c]);
  });
});
