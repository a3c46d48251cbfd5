import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts, orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { LENS_MAKER_NAME, PRODUCT_IDS } from "#shared/catalogue.ts";
import { Overview } from "#shared/schemas/overview.ts";
import { line, savedBasket } from "./test-overview.ts";
import { placedOrder, refundOf } from "./test-vat.ts";

/**
 * The first week of July 2025 in London (BST), 1 to 7 July, beside the week before it (24 to 30 June).
 * Each order, refund and basket sits where its comment says.
 */
describe.each(dbKinds())("the sales overview on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    const db = t.ctx.db;
    const who = (email: string, extra = {}) => ({ order: { customerEmail: email, ...extra } });
    // Before both weeks: makes old@ a returning customer; refunded in the week before.
    const old = await placedOrder(
      db,
      "2025-06-01T10:00:00.000Z",
      "GB",
      { totalPence: 4000 },
      who("old@example.com"),
    );
    await refundOf(db, old, 500, "2025-06-26T09:00:00.000Z");
    // 30 June 23:30 BST: the week before's last day.
    await refundOf(db, old, 200, "2025-06-30T22:30:00.000Z");
    // The week before: 25 June, and 30 June at 23:59 BST (a first order of ret@, in another case).
    await placedOrder(
      db,
      "2025-06-25T09:00:00.000Z",
      "GB",
      { totalPence: 2000 },
      {
        ...who("gail@example.com"),
        items: [line(PRODUCT_IDS.primary, 1, 2000, { colorId: 1, primaryLensTypeId: 1 })],
      },
    );
    const b = await placedOrder(
      db,
      "2025-06-30T22:59:00.000Z",
      "GB",
      { totalPence: 3000 },
      {
        ...who("Ret@Example.com"),
        items: [line(PRODUCT_IDS.socks, 2, 3000, { sockSizeId: 2 })],
      },
    );
    // Refunded in this week (the sale was the week before's).
    await refundOf(db, b, 1000, "2025-07-02T09:00:00.000Z");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London: this week's first day.
    const a = await placedOrder(
      db,
      "2025-06-30T23:30:00.000Z",
      "GB",
      { totalPence: 5000 },
      {
        ...who("new@example.com"),
        items: [
          line(PRODUCT_IDS.primary, 1, 3800, { colorId: 2, primaryLensTypeId: 5 }),
          line(PRODUCT_IDS.socks, 3, 1200, { sockSizeId: 2 }),
        ],
      },
    );
    // 00:10 on 1 July in London.
    await refundOf(db, a, 700, "2025-06-30T23:10:00.000Z");
    // A prescription order to Ireland with a code, restored from a basket reminder; a refund still pending.
    const c = await placedOrder(
      db,
      "2025-07-03T10:00:00.000Z",
      "IE",
      { totalPence: 8000 },
      {
        ...who("ret@example.com", {
          subtotalPence: 8800,
          discountPence: 800,
          discountCode: "SUMMER10",
          needsPrescription: true,
          status: "with_lab",
          basketRecovered: true,
        }),
        items: [line(PRODUCT_IDS.prescriptionPro, 1, 8800, { colorId: 3, prescriptionLensTypeId: 12 })],
      },
    );
    await refundOf(db, c, 300, "2025-07-04T09:00:00.000Z", "pending");
    // No address (an erased order): counted as a sale, not as a customer.
    await placedOrder(
      db,
      "2025-07-04T10:00:00.000Z",
      "GB",
      { totalPence: 1000 },
      {
        ...who(""),
        items: [line(PRODUCT_IDS.nosePads, 2, 1000)],
      },
    );
    // The same code again; refunded in full the week after.
    const d = await placedOrder(
      db,
      "2025-07-05T12:00:00.000Z",
      "GB",
      { totalPence: 6000 },
      {
        ...who("dee@example.com", { subtotalPence: 6600, discountPence: 600, discountCode: "SUMMER10" }),
        items: [line(PRODUCT_IDS.socks, 4, 6600, { sockSizeId: 3 })],
      },
    );
    await refundOf(db, d, 6000, "2025-07-10T09:00:00.000Z");
    // old@ again, awaiting the prescription.
    await placedOrder(
      db,
      "2025-07-06T08:00:00.000Z",
      "GB",
      { totalPence: 2500 },
      {
        ...who("OLD@example.com", { needsPrescription: true, status: "awaiting_prescription" }),
        items: [line(PRODUCT_IDS.prescription, 1, 2500, { colorId: 2, prescriptionLensTypeId: 12 })],
      },
    );
    // Below the card minimum: charged 30p. 21:00 on 7 July.
    await placedOrder(
      db,
      "2025-07-07T20:00:00.000Z",
      "US",
      { totalPence: 20, minimumChargePence: 30 },
      {
        ...who("tiny@example.com"),
        items: [line(PRODUCT_IDS.nosePads, 1, 20)],
      },
    );
    // Midnight starting 8 July: the week after.
    await placedOrder(db, "2025-07-07T23:00:00.000Z", "GB", { totalPence: 9999 }, who("late@example.com"));
    // Never placed: a checkout left unpaid and a payment held for review.
    for (const status of ["pending", "review"] as const) {
      const id = await placedOrder(
        db,
        "2025-07-02T10:00:00.000Z",
        "GB",
        { totalPence: 7000 },
        who("x@example.com"),
      );
      await db.update(orders).set({ paidAt: null, status }).where(eq(orders.id, id));
    }
    // Either side of the clock changes: each at the first or last moment of its London day.
    for (const [paidAt, totalPence] of [
      ["2025-10-25T22:59:59.000Z", 100],
      ["2025-10-25T23:00:00.000Z", 200],
      ["2025-10-27T00:00:00.000Z", 400],
      ["2025-10-26T23:59:59.000Z", 300],
      ["2026-03-28T23:59:59.000Z", 10],
      ["2026-03-29T00:00:00.000Z", 20],
      ["2026-03-29T22:59:59.000Z", 30],
      ["2026-03-29T23:00:00.000Z", 40],
    ] as const) {
      await placedOrder(db, paidAt, "GB", { totalPence, minimumChargePence: 0 }, who("clock@example.com"));
    }
    // Baskets: three reminders sent this week (one won back order c, one won back after it), one before it.
    await savedBasket(db, { reminderSentAt: "2025-07-02T10:00:00.000Z" });
    await savedBasket(db, { reminderSentAt: "2025-06-28T10:00:00.000Z" });
    await savedBasket(db, {
      reminderSentAt: "2025-07-01T08:00:00.000Z",
      recoveredAt: "2025-07-03T10:00:00.000Z",
      recoveredOrderId: c,
    });
    await savedBasket(db, {
      reminderSentAt: "2025-07-05T08:00:00.000Z",
      recoveredAt: "2025-07-09T10:00:00.000Z",
    });
  });
  afterAll(() => t.close());

  const get = (query: string) =>
    t.app.inject({ method: "GET", url: `/api/admin/reports/overview?${query}`, headers: auth });
  const read = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return Overview.parse(res.json());
  };

  it("sums the week's placed orders, its refunds and its customers beside the week before", async () => {
    const o = await read("from=2025-07-01&to=2025-07-07");
    expect(o).toMatchObject({
      from: "2025-07-01",
      to: "2025-07-07",
      previousFrom: "2025-06-24",
      previousTo: "2025-06-30",
      grouping: "day",
    });
    // 5000 + 8000 + 1000 + 6000 + 2500 + 30; refunds 1000 (of the week before's sale) + 700.
    expect(o.current).toEqual({
      grossPence: 22_530,
      refundsPence: 1700,
      netPence: 20_830,
      orders: 6,
      units: 13,
      averageOrderPence: 3755,
      refundRate: 1700 / 22_530,
      newCustomers: 3,
      returningCustomers: 2,
    });
    expect(o.previous).toEqual({
      grossPence: 5000,
      refundsPence: 700,
      netPence: 4300,
      orders: 2,
      units: 3,
      averageOrderPence: 2500,
      refundRate: 700 / 5000,
      newCustomers: 2,
      returningCustomers: 0,
    });
  });

  it("puts each order on its London day, beside the same day of the week before", async () => {
    const o = await read("from=2025-07-01&to=2025-07-07&grouping=day");
    expect(o.series.map((p) => p.start)).toEqual([
      "2025-07-01",
      "2025-07-02",
      "2025-07-03",
      "2025-07-04",
      "2025-07-05",
      "2025-07-06",
      "2025-07-07",
    ]);
    expect(o.series.map((p) => [p.orders, p.revenuePence])).toEqual([
      [1, 5000],
      [0, 0],
      [1, 8000],
      [1, 1000],
      [1, 6000],
      [1, 2500],
      [1, 30],
    ]);
    expect(o.series.map((p) => [p.previousOrders, p.previousRevenuePence])).toEqual([
      [0, 0],
      [1, 2000],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 3000],
    ]);
    const oneDay = await read("from=2025-07-01&to=2025-07-01");
    expect(oneDay.previousFrom).toBe("2025-06-30");
    expect(oneDay.current.orders).toBe(1);
    expect(oneDay.previous).toMatchObject({ orders: 1, grossPence: 3000, refundsPence: 200 });
  });

  it("counts London days across the clock changes: 26 October 2025 of 25 hours, 29 March 2026 of 23", async () => {
    const october = await read("from=2025-10-25&to=2025-10-27");
    expect(october.series.map((p) => [p.start, p.orders, p.revenuePence])).toEqual([
      ["2025-10-25", 1, 100],
      ["2025-10-26", 2, 500],
      ["2025-10-27", 1, 400],
    ]);
    const march = await read("from=2026-03-28&to=2026-03-30");
    expect(march.series.map((p) => [p.start, p.orders, p.revenuePence])).toEqual([
      ["2026-03-28", 1, 10],
      ["2026-03-29", 2, 50],
      ["2026-03-30", 1, 40],
    ]);
    expect(march.series.map((p) => p.previousOrders)).toEqual([0, 0, 0]);
  });

  it("groups by weeks starting on Monday, the first cut at the period's first day", async () => {
    // Wednesday 2 July to Tuesday 8 July; the week before from Wednesday 25 June.
    const o = await read("from=2025-07-02&to=2025-07-08&grouping=week");
    expect(o.series).toEqual([
      { start: "2025-07-02", orders: 4, revenuePence: 17_500, previousOrders: 1, previousRevenuePence: 2000 },
      { start: "2025-07-07", orders: 2, revenuePence: 10_029, previousOrders: 2, previousRevenuePence: 8000 },
    ]);
    expect(o.current.orders).toBe(6);
    expect(o.previous.orders).toBe(3);
  });

  it("ranks the lines sold by units, and lists codes, countries, prescription stages and reminders", async () => {
    const o = await read("from=2025-07-01&to=2025-07-07");
    expect(o.top.products).toEqual([
      { name: "Sports Socks", units: 7, revenuePence: 7800 },
      { name: "Spare Nose Pads", units: 3, revenuePence: 1020 },
      { name: "Prescription Pro", units: 1, revenuePence: 8800 },
      { name: "Primary+ Sports Sunglasses", units: 1, revenuePence: 3800 },
      { name: "Prescription Sports Sunglasses", units: 1, revenuePence: 2500 },
    ]);
    expect(o.top.colours).toEqual([
      { name: "Celeste", units: 2, revenuePence: 6300 },
      { name: "Kerry Green", units: 1, revenuePence: 8800 },
    ]);
    expect(o.top.lensTypes).toEqual([
      { name: "Clear", units: 2, revenuePence: 11_300 },
      { name: `${LENS_MAKER_NAME} Polarized`, units: 1, revenuePence: 3800 },
    ]);
    expect(o.top.sockSizes).toEqual([
      { name: "Large", units: 4, revenuePence: 6600 },
      { name: "Medium", units: 3, revenuePence: 1200 },
    ]);
    expect(o.discountCodes).toEqual([{ code: "SUMMER10", uses: 2, givenAwayPence: 1400 }]);
    expect(o.countries).toEqual([
      { country: "GB", orders: 4, revenuePence: 14_500 },
      { country: "IE", orders: 1, revenuePence: 8000 },
      { country: "US", orders: 1, revenuePence: 30 },
    ]);
    expect(o.prescriptionStages).toEqual([
      { stage: "awaiting_prescription", orders: 1 },
      { stage: "with_lab", orders: 1 },
    ]);
    expect(o.reminders).toEqual({ sent: 3, recovered: 1, wonBackPence: 8000 });
  });

  it("keeps counting reminders and baskets won back after the shoppers save new baskets", async () => {
    const before = (await read("from=2025-07-01&to=2025-07-07")).reminders;
    expect(before).toEqual({ sent: 3, recovered: 1, wonBackPence: 8000 });
    await t.ctx.db
      .update(abandonedCarts)
      .set({ reminderSentAt: null, recovered: false, recoveredAt: null, recoveredOrderId: null });
    expect((await read("from=2025-07-01&to=2025-07-07")).reminders).toEqual(before);
  });
});
