import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { LENS_MAKER_NAME } from "#shared/catalogue.ts";
import { overviewRequests, seedOverviewWeeks } from "./test-overview.ts";

/** The weeks `seedOverviewWeeks` seeds (test-overview.ts). */
describe.each(dbKinds())("the sales overview on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    await seedOverviewWeeks(t.ctx.db);
  });
  afterAll(() => t.close());

  const read = (query: string) => overviewRequests(t.app, auth).read(query);

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
