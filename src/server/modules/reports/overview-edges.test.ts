import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { line, overviewRequests } from "./test-overview.ts";
import { placedOrder } from "./test-vat.ts";

/** The overview's edges, each on the data it seeds itself: the ten best, an empty period, bad input, no session. */
describe.each(dbKinds())("the sales overview's edges on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const get = (query: string) => overviewRequests(t.app, auth).get(query);
  const read = (query: string) => overviewRequests(t.app, auth).read(query);

  it("keeps the ten best of a list, a colour of the same name in two tables counted as one", async () => {
    const db = t.ctx.db;
    // 10 January 2024: frame colour n bought n times, Africa R3D's Teal 11, Black 12 and Red 5 (Red 7 + 5 = 12).
    const colour = (colorId: number, units: number) =>
      line(PRODUCT_IDS.primary, units, units * 100, { colorId });
    const africa = (africaColorId: number, units: number) =>
      line(PRODUCT_IDS.africaR3d, units, units * 100, { africaColorId });
    await placedOrder(
      db,
      "2024-01-10T12:00:00.000Z",
      "GB",
      { totalPence: 9000 },
      {
        items: [
          ...Array.from({ length: 10 }, (_, i) => colour(i + 1, i + 1)),
          africa(3, 11),
          africa(1, 12),
          africa(2, 5),
        ],
      },
    );
    const o = await read("from=2024-01-10&to=2024-01-10");
    expect(o.top.colours).toHaveLength(10);
    expect(o.top.colours.slice(0, 3)).toEqual([
      { name: "Black", units: 12, revenuePence: 1200 },
      { name: "Red", units: 12, revenuePence: 1200 },
      { name: "Teal", units: 11, revenuePence: 1100 },
    ]);
    expect(o.top.colours.at(-1)).toEqual({ name: "Kerry Green", units: 3, revenuePence: 300 });
    expect(o.top.products).toEqual([
      { name: "Primary+ Sports Sunglasses", units: 55, revenuePence: 5500 },
      { name: "Africa R3D", units: 28, revenuePence: 2800 },
    ]);
    expect(o.current.units).toBe(83);
  });

  it("counts an address once per period however often it comes back within it", async () => {
    const db = t.ctx.db;
    const pay = (at: string, email: string, items?: ReturnType<typeof line>[]) =>
      placedOrder(
        db,
        at,
        "FR",
        { totalPence: 1000 },
        { order: { customerEmail: email }, ...(items ? { items } : {}) },
      );
    // 1 to 7 March 2024 and the week before, 23 to 29 February. ann@: first in the week before, twice more
    // this week (returning once); bob@: new this week and back twice (new once); cy@ twice the week before.
    await pay("2024-02-23T10:00:00.000Z", "ann@example.com");
    await pay("2024-03-02T10:00:00.000Z", "ann@example.com");
    await pay("2024-03-05T10:00:00.000Z", "ANN@example.com");
    await pay("2024-03-01T10:00:00.000Z", "bob@example.com");
    await pay("2024-03-03T10:00:00.000Z", "bob@example.com");
    await pay("2024-03-07T23:59:00.000Z", "bob@example.com", []);
    await pay("2024-02-24T10:00:00.000Z", "cy@example.com");
    await pay("2024-02-29T10:00:00.000Z", "cy@example.com");
    const o = await read("from=2024-03-01&to=2024-03-07");
    expect(o.current).toMatchObject({ orders: 5, grossPence: 5000, newCustomers: 1, returningCustomers: 1 });
    expect(o.previous).toMatchObject({ orders: 3, newCustomers: 2, returningCustomers: 0 });
    // The order without lines is a sale with no units.
    expect(o.current.units).toBe(4);
    expect(o.countries).toEqual([{ country: "FR", orders: 5, revenuePence: 5000 }]);
  });

  it("answers zeros for a period with nothing in it", async () => {
    const o = await read("from=2020-01-01&to=2020-01-31&grouping=week");
    expect(o.current).toMatchObject({ grossPence: 0, orders: 0, averageOrderPence: 0, refundRate: 0 });
    expect(o.series.map((p) => p.start)).toEqual([
      "2020-01-01",
      "2020-01-06",
      "2020-01-13",
      "2020-01-20",
      "2020-01-27",
    ]);
    expect(o.top.products).toEqual([]);
    expect(o.reminders).toEqual({ sent: 0, recovered: 0, wonBackPence: 0 });
  });

  it.each([
    ["end before start", "from=2025-07-02&to=2025-07-01", "to must be the same day as from or later"],
    ["over three years", "from=2022-01-01&to=2025-01-01", "3 years at most"],
    ["no date", "from=yesterday&to=2025-07-01", "from must be a date as YYYY-MM-DD"],
    ["no such day", "from=2025-02-30&to=2025-03-01", "from is not a real date"],
    ["missing", "to=2025-07-01", "from is required"],
    [
      "an unknown grouping",
      "from=2025-07-01&to=2025-07-07&grouping=month",
      "grouping must be one of: day, week",
    ],
    ["a repeated grouping", "from=2025-07-01&to=2025-07-07&grouping=day&grouping=week", "grouping"],
  ])("refuses %s (400, a clear message)", async (_case, query, message) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("is the owner's: refused without a session", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/reports/overview?from=2025-07-01&to=2025-07-07",
    });
    expect(res.statusCode).toBe(401);
  });
});
