import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { returns } from "#server/db/schema/index.ts";
import { PRIMARY, SOCKS } from "#server/modules/checkout/testing.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { ReturnNumbers } from "#shared/schemas/returns-numbers.ts";
import { useReturnsApp } from "./test-returns.ts";

/**
 * June 2025 in London runs from 2025-05-31T23:00Z (BST) to 2025-06-30T23:00Z. Each return is made through
 * the order page, moved on as the case needs, then dated where the case says.
 */
describe.each(dbKinds())("the owner's returns numbers on %s", (kind) => {
  const h = useReturnsApp(kind);

  const made = async (
    at: string,
    reason: string,
    lines: (items: { id: number }[]) => { itemId: number; quantity: number }[],
    body: Record<string, unknown> = {},
  ) => {
    const { returnId } = await h.newReturn(reason, "Seen on arrival", { body, lines });
    await h
      .app()
      .ctx.db.update(returns)
      .set({ createdAt: new Date(at) })
      .where(eq(returns.id, returnId));
    return returnId;
  };
  const refunded = async (id: number, body: Record<string, unknown> = {}) => {
    expect((await h.act(id, "approve")).statusCode).toBe(200);
    const lines = await h.linesOfReturn(id);
    const received = await h.act(id, "receive", {
      lines: lines.map((l) => ({ lineId: l.id, condition: "resaleable" })),
    });
    expect(received.statusCode, received.body).toBe(200);
    const res = await h.act(id, "refund", body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const first = (n: number) => (items: { id: number }[]) => [{ itemId: items[0]?.id as number, quantity: n }];

  beforeAll(async () => {
    // The first moment of 1 June in London: 1 Primary+ (Ronhill Black), faulty, refunded £55.
    await refunded(await made("2025-05-31T23:00:00.000Z", "faulty", first(1)));
    // The last moment of 30 June: 1 Primary+ and 2 of 3 socks, a change of mind, refunded less £1.
    const mixed = await made(
      "2025-06-30T22:59:59.999Z",
      "change_of_mind",
      (items) => [
        { itemId: items[0]?.id as number, quantity: 1 },
        { itemId: items[1]?.id as number, quantity: 2 },
      ],
      { items: [PRIMARY, SOCKS] },
    );
    await refunded(mixed, { deductionPence: 100, deductionReason: "Socks worn" });
    // Mid-June: 1 Primary+ in Celeste, the wrong item, still waiting.
    await made("2025-06-15T12:00:00.000Z", "wrong_item", first(1), { items: [{ ...PRIMARY, colorId: 2 }] });
    // Refused in June: not counted.
    const refused = await made("2025-06-10T09:00:00.000Z", "damaged", first(2));
    expect((await h.act(refused, "refuse", { reason: "No damage seen" })).statusCode).toBe(200);
    // Just outside on each side: 23:59:59.999 on 31 May, and midnight starting 1 July, London time.
    await made("2025-05-31T22:59:59.999Z", "damaged", first(2));
    await made("2025-06-30T23:00:00.000Z", "wrong_item", first(2));
  });

  const numbers = async (query: string) => {
    const res = await h.admin("GET", `/api/admin/returns/numbers?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ReturnNumbers.parse(res.json());
  };

  it("sums June's returns per product, per reason and in all, sharing each refund among its lines", async () => {
    const june = await numbers("from=2025-06-01&to=2025-06-30");
    expect(june.from).toBe("2025-06-01");
    // The mixed return's £60.67 (£55 + 2 x £3.33 of socks, less £1): 5411 and 655 by value, the penny
    // left to its first line.
    expect(june.products).toEqual([
      {
        productId: 1,
        productName: "Primary+ Sports Sunglasses",
        variant: "Ronhill Black",
        units: 2,
        returns: 2,
        refundedPence: 5500 + 5412,
      },
      {
        productId: 4,
        productName: "Sports Socks",
        variant: "Medium",
        units: 2,
        returns: 1,
        refundedPence: 655,
      },
      {
        productId: 1,
        productName: "Primary+ Sports Sunglasses",
        variant: "Celeste",
        units: 1,
        returns: 1,
        refundedPence: 0,
      },
    ]);
    expect(june.reasons).toEqual([
      { reason: "change_of_mind", label: "I changed my mind", units: 3, returns: 1, refundedPence: 6067 },
      { reason: "faulty", label: "It is faulty", units: 1, returns: 1, refundedPence: 5500 },
      { reason: "damaged", label: "It arrived damaged", units: 0, returns: 0, refundedPence: 0 },
      { reason: "wrong_item", label: "I was sent the wrong item", units: 1, returns: 1, refundedPence: 0 },
    ]);
    expect(june.totals).toEqual({ units: 5, returns: 3, refundedPence: 11_567 });
  });

  it("counts by London days: a day on its own, and each neighbour day takes the return at its edge", async () => {
    expect((await numbers("from=2025-06-01&to=2025-06-01")).totals).toEqual({
      units: 1,
      returns: 1,
      refundedPence: 5500,
    });
    expect((await numbers("from=2025-05-31&to=2025-05-31")).reasons[2]).toMatchObject({
      reason: "damaged",
      units: 2,
      returns: 1,
    });
    expect((await numbers("from=2025-07-01&to=2025-07-01")).totals).toMatchObject({ units: 2, returns: 1 });
    expect((await numbers("from=2025-05-31&to=2025-07-01")).totals).toEqual({
      units: 9,
      returns: 5,
      refundedPence: 11_567,
    });
    const none = await numbers("from=2024-01-01&to=2024-12-31");
    expect(none.products).toEqual([]);
    expect(none.totals).toEqual({ units: 0, returns: 0, refundedPence: 0 });
    expect(none.reasons.map((r) => r.units)).toEqual([0, 0, 0, 0]);
  });

  it("answers a backwards, too long, unreal or malformed period with a 400 that says why", async () => {
    const cases: [string, RegExp][] = [
      ["from=2025-06-30&to=2025-06-01", /to must be the same day as from or later/],
      ["from=2024-01-01&to=2027-01-01", /3 years at most: to must be before 2027-01-01/],
      ["from=2025-02-30&to=2025-03-01", /from is not a real date/],
      ["from=2025-01-01&to=2025-13-01", /to is not a real date/],
      ["from=01/06/2025&to=2025-06-30", /from must be a date as YYYY-MM-DD/],
      ["from=2025-06-01&to=2025-06-30%00", /to must be a date as YYYY-MM-DD/],
      [`from=${"9".repeat(5000)}&to=2025-06-30`, /from must be a date/],
      ["from=2025-06-01&from=2025-06-02&to=2025-06-30", /from/],
      ["from=2025-06-01", /to is required/],
      ["to=2025-06-01", /from is required/],
      ["", /from is required/],
    ];
    for (const [query, message] of cases) {
      const res = await h.admin("GET", `/api/admin/returns/numbers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    expect((await numbers("from=2024-01-01&to=2026-12-31")).totals.returns).toBeGreaterThanOrEqual(0);
  });

  it("is for the admin only", async () => {
    const res = await h.app().app.inject({
      method: "GET",
      url: "/api/admin/returns/numbers?from=2025-06-01&to=2025-06-30",
    });
    expect(res.statusCode).toBe(401);
  });
});
