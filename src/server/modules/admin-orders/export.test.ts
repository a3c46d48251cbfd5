import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orderItems, returnLines, returns } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { parseCsv } from "#shared/csv.ts";
import { ORDER_EXPORT_COLUMNS } from "#shared/schemas/admin-orders.ts";
import { insertTestOrder } from "./test-orders.ts";

describe.each(dbKinds())("admin order CSV export on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    const db = t.ctx.db;
    const first = await insertTestOrder(
      db,
      {
        orderNumber: "NDR-55501",
        customerName: '=HYPERLINK("http://x"), "Ann" Runner',
        status: "completed",
        subtotalPence: 6500,
        discountPence: 650,
        shippingPence: 1000,
        totalPence: 6850,
        refundedPence: 1000,
        createdAt: new Date("2025-03-30T00:30:00Z"), // 00:30 GMT, the day the clocks go forward
      },
      [
        {
          productId: 4,
          productName: "Sports Socks",
          itemType: "socks",
          quantity: 2,
          unitPricePence: 500,
          itemTotalPence: 1000,
          sockSizeId: 2,
        },
        { colorId: 2, primaryLensTypeId: 1, unitPricePence: 5500, itemTotalPence: 5500 },
      ],
    );
    // Its socks came back and were refunded; the sunglasses are asked back and still on their way.
    const [socks, sunglasses] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, first))
      .orderBy(asc(orderItems.id));
    const returned = async (
      values: Partial<typeof returns.$inferInsert>,
      itemId: number,
      quantity: number,
    ) => {
      const [row] = await db
        .insert(returns)
        .values({ orderId: first, reason: "change_of_mind", ...values })
        .returning({ id: returns.id });
      await db.insert(returnLines).values({ returnId: row?.id as number, orderItemId: itemId, quantity });
    };
    const receivedAt = new Date("2025-04-10T10:00:00Z");
    await returned({ status: "refunded", receivedAt, refundedPence: 1000 }, socks?.id as number, 2);
    await returned({ status: "approved" }, sunglasses?.id as number, 1);
    await returned({ status: "refused", reason: "damaged" }, sunglasses?.id as number, 1);
    await insertTestOrder(db, {
      orderNumber: "NDR-55502",
      customerName: "Bea\nNewline",
      status: "refunded",
      totalPence: 0,
      subtotalPence: 0,
      createdAt: new Date("2025-06-30T23:30:00Z"), // 1 July in London
    });
    await insertTestOrder(db, {
      customerName: "Never Paid",
      status: "pending",
      createdAt: new Date("2025-05-01"),
    });
    await insertTestOrder(db, { customerName: "Out Of Range", createdAt: new Date("2025-07-02T12:00:00Z") });
  });
  afterAll(() => t.close());

  const exportCsv = (query: string) =>
    t.app.inject({ method: "GET", url: `/api/admin/orders/export.csv${query}`, headers: auth });

  it("downloads placed orders of the range as CSV for the accountant, quoted and formula-safe", async () => {
    const res = await exportCsv("?from=2025-03-30&to=2025-07-01");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="orders-2025-03-30-to-2025-07-01.csv"',
    );
    expect(res.body.startsWith("\uFEFFnumber,date,customer,")).toBe(true);
    expect(res.body.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
    const records = rows.map((r) => Object.fromEntries(header?.map((h, i) => [h, r[i]]) ?? []));
    expect(records).toEqual([
      {
        number: "NDR-55501",
        date: "2025-03-30 00:30",
        customer: `'=HYPERLINK("http://x"), "Ann" Runner`,
        items: "2 x Sports Socks (Medium); 1 x Primary+ Sports Sunglasses (Celeste, Brennweite Grey)",
        // 68.50 gross: VAT is a sixth rounded down, 11.4166.. -> 11.41; net 57.09
        net: "57.09",
        vat: "11.41",
        shipping: "10.00",
        discount: "6.50",
        total: "68.50",
        refunded: "10.00",
        status: "completed",
        units_received_back: "2",
        refunded_for_returns: "10.00",
      },
      {
        number: "NDR-55502",
        date: "2025-07-01 00:30",
        customer: "Bea\nNewline",
        items: "1 x Primary+ Sports Sunglasses",
        net: "0.25",
        vat: "0.05",
        shipping: "0.00",
        discount: "0.00",
        total: "0.30",
        refunded: "0.00",
        status: "refunded",
        units_received_back: "0",
        refunded_for_returns: "0.00",
      },
    ]);
    expect(res.body).toContain('"\'=HYPERLINK(""http://x""), ""Ann"" Runner"');
  });

  it("reads a page of orders with their returns' figures in one statement, and their items in one more", async () => {
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, "query");
    try {
      expect((await exportCsv("?from=2025-03-30&to=2025-07-01")).statusCode).toBe(200);
      const orderReads = spy.mock.calls
        .map(([query]) => (typeof query === "string" ? query : String((query as { text?: string }).text)))
        .filter((text) => /\b(from|join) "?(orders|order_items|returns|return_lines)\b/i.test(text));
      expect(orderReads).toHaveLength(2);
      expect(orderReads[0]).toMatch(/from returns r join return_lines[\s\S]*from "orders"/i);
      expect(orderReads[1]).toMatch(/from "order_items"/);
    } finally {
      spy.mockRestore();
    }
  });

  it("gives just the header for a range without orders", async () => {
    const res = await exportCsv("?from=2024-01-01&to=2024-12-31");
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body)).toEqual([[...ORDER_EXPORT_COLUMNS]]);
  });

  it("refuses a range backwards, over 366 days, with an impossible or missing date", async () => {
    const cases: [string, RegExp][] = [
      ["?from=2025-02-01&to=2025-01-31", /to must be the same day as from or later/],
      ["?from=2024-01-01&to=2025-01-01", /367 days; it can be 366 days at most/],
      ["?from=2025-02-30&to=2025-03-01", /from is not a real date/],
      ["?from=2025-01-01&to=2025-13-01", /to is not a real date/],
      ["?from=2025-01-01", /to/],
      ["?to=2025-01-01", /from/],
      ["", /from/],
      ["?from=01/01/2025&to=2025-01-02", /YYYY-MM-DD/],
      ["?from=2025-01-01&to=2025-01-02%00", /YYYY-MM-DD/],
    ];
    for (const [query, message] of cases) {
      const res = await exportCsv(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    expect((await exportCsv("?from=2024-01-01&to=2024-12-31")).statusCode).toBe(200); // 366 days
  });

  it("is for admins only", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/orders/export.csv?from=2025-01-01&to=2025-01-02",
    });
    expect(res.statusCode).toBe(401);
  });
});
