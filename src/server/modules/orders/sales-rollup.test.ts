import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "#server/db/migrate.ts";
import { orders } from "#server/db/schema/index.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import {
  buy,
  CUSTOMER,
  checkout,
  completeOrder,
  confirm,
  PRIMARY,
  SOCKS,
  signedEvent,
} from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { rebuildSalesRollup, SALES_ROLLUP_REBUILD_SQL } from "./sales-rollup.ts";

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

describe("the sales rollup's migration", () => {
  it("ends with the statements that rebuild the rollup and the previous payments", () => {
    const migration = squash(readFileSync(`${MIGRATIONS_FOLDER}/0039_overview_order_rollup.sql`, "utf8"));
    for (const statement of SALES_ROLLUP_REBUILD_SQL) expect(migration).toContain(`${squash(statement)};`);
  });
});

describe.each(dbKinds())("the sales rollup kept by the payment on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  /** The whole rollup, one line per row, in key order: what to compare before and after. */
  const rollup = async () =>
    rowsOf<Record<string, unknown>>(
      await t.ctx.db.execute(sql`SELECT day::text, dimension, key, orders, units, revenue_pence::int AS pence,
        discount_pence::int AS discount, charged_pence::int AS charged, vat_pence::int AS vat FROM sales_rollup
        ORDER BY dimension, day, key`),
    );
  const sumOf = async (dimension: string, key: string, column: "units" | "orders" | "charged") =>
    (await rollup())
      .filter((r) => r.dimension === dimension && r.key === key)
      .reduce((sum, r) => sum + Number(r[column]), 0);
  const units = (dimension: string, key: string) => sumOf(dimension, key, "units");
  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

  it("adds a checkout's lines when it is paid, once, per London day of payment and per thing", async () => {
    const before = {
      all: await units("all", ""),
      socks: await units("sock", "2"),
      black: await units("colour", "1"),
      gbCharged: await sumOf("country", "GB", "charged"),
      gbOrders: await sumOf("country", "GB", "orders"),
      addresses: (await sumOf("customer", "new", "orders")) + (await sumOf("customer", "again", "orders")),
    };
    const { checkout: c, order } = await buy(t.app, { items: [PRIMARY, SOCKS] });
    // The webhook and a repeated completion after the payment change nothing.
    await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      ...signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId),
    });
    await completeOrder(t.app, c);
    expect(await units("all", "")).toBe(before.all + 5);
    expect(await units("sock", "2")).toBe(before.socks + 3);
    expect(await units("colour", "1")).toBe(before.black + 2);
    const paid = await orderOf(order.id);
    const [day] = rowsOf<{ day: string }>(
      await t.ctx.db.execute(
        sql`SELECT (paid_at AT TIME ZONE 'Europe/London')::date::text AS day FROM orders WHERE id = ${order.id}`,
      ),
    );
    const all = (await rollup()).find((r) => r.dimension === "all" && r.day === day?.day);
    expect(all).toMatchObject({ orders: expect.any(Number) });
    // The order counts once under its country, with what its card was charged, and once as an address.
    expect(await sumOf("country", "GB", "charged")).toBe(before.gbCharged + (paid?.totalPence ?? 0));
    expect(await sumOf("country", "GB", "orders")).toBe(before.gbOrders + 1);
    const addresses =
      (await sumOf("customer", "new", "orders")) + (await sumOf("customer", "again", "orders"));
    expect(addresses).toBe(before.addresses + 1);
    expect(paid?.paidAt).not.toBeNull();
  });

  it("sets each order's previous payment to its address's newest earlier one, in any case", async () => {
    const email = `runner-${kind}@example.com`;
    const first = await buy(t.app, { customer: { ...CUSTOMER, email } });
    const second = await buy(t.app, { customer: { ...CUSTOMER, email: email.toUpperCase() } });
    const third = await buy(t.app, { customer: { ...CUSTOMER, email } });
    const [a, b, c] = await Promise.all([first, second, third].map((x) => orderOf(x.order.id)));
    expect(a?.previousPaidAt).toBeNull();
    expect(b?.previousPaidAt).toEqual(a?.paidAt);
    expect(c?.previousPaidAt).toEqual(b?.paidAt);
  });

  it("adds an order held for review only when its repayment places it, and once", async () => {
    const before = await units("all", "");
    const c = await checkout(t.app, { items: [PRIMARY] });
    await t.ctx.payments.updateIntentAmount(c.paymentIntentId, 500);
    await confirm(t.app, c);
    await completeOrder(t.app, c);
    expect((await orderOf(c.orderId))?.status).toBe("review");
    expect(await units("all", "")).toBe(before);
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${c.orderId}/payment-request`,
      headers: auth,
    });
    const token = new URL(asked.json().payUrl).searchParams.get("t") as string;
    const due = (await t.app.inject({ method: "GET", url: `/api/repayment?t=${token}` })).json();
    await confirm(t.app, due);
    for (let i = 0; i < 2; i++) {
      await t.app.inject({ method: "POST", url: "/api/repayment/complete", payload: { token } });
    }
    await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      ...signedEvent(t.ctx, "payment_intent.succeeded", due.paymentIntentId),
    });
    expect((await orderOf(c.orderId))?.status).toBe("paid");
    expect(await units("all", "")).toBe(before + 2);
  });

  it("counts payments made at once, each once, none failing on another's rows", async () => {
    const before = await units("all", "");
    const baskets = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? [PRIMARY, { ...SOCKS, sockSizeId: 1 + (i % 3) }]
        : [{ ...SOCKS, sockSizeId: 3 - (i % 3) }, PRIMARY],
    );
    // Each to an address of its own: two payments of one address at once both find no earlier one (an
    // accepted race, decision 0056), which the rebuild below would order one after the other.
    const done = await Promise.all(
      baskets.map((items, i) =>
        buy(t.app, { items, customer: { ...CUSTOMER, email: `at-once-${i}-${kind}@example.com` } }),
      ),
    );
    expect(done.every((d) => typeof d.order.id === "number")).toBe(true);
    expect(await units("all", "")).toBe(before + 8 * 5);
  });

  it("is what the rebuild from the orders makes, previous payments included", async () => {
    const kept = await rollup();
    const previous = async () =>
      (await t.ctx.db.select({ id: orders.id, at: orders.previousPaidAt }).from(orders)).sort(
        (x, y) => x.id - y.id,
      );
    const keptPrevious = await previous();
    await rebuildSalesRollup(t.ctx.db);
    expect(await rollup()).toEqual(kept);
    expect(await previous()).toEqual(keptPrevious);
  });
});
