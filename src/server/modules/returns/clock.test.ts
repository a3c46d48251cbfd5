import { describe, expect, it } from "vitest";
import { dbKinds } from "#server/test/test-db.ts";
import { addDays, londonDayOf } from "#shared/returns/days.ts";
import { ShopperReturn, ShopperReturns } from "#shared/schemas/returns.ts";
import { AdminReturnList } from "#shared/schemas/returns-admin.ts";
import { useReturnsApp } from "./test-returns.ts";

/** Noon (UTC) of the London day `n` days after delivery: the same London day whatever the season. */
const dayAfter = (delivered: string, n: number) => ({ "x-test-now": `${addDays(delivered, n)}T12:00:00Z` });

describe.each(dbKinds())("the returns on the browser-test server's clock on %s", (kind) => {
  const h = useReturnsApp(kind, { TEST_CLOCK: "1" });

  it("judges a request at the moment its header names, and stamps the return with it", async () => {
    const { id, token, items } = await h.deliveredOrder({}, 0);
    const delivered = londonDayOf(new Date());
    const itemId = items[0]?.id as number;
    const windows = async (n: number) => {
      const res = await h.view(token, dayAfter(delivered, n));
      expect(res.statusCode, res.body).toBe(200);
      const reasons = ShopperReturns.parse(res.json()).eligibility.lines[0]?.reasons ?? [];
      return Object.fromEntries(reasons.map((r) => [r.reason, r.allowed]));
    };
    // The shop's window is 30 days by default.
    expect(await windows(30)).toMatchObject({ change_of_mind: true, faulty: true });
    expect(await windows(31)).toMatchObject({ change_of_mind: false, faulty: true });

    const fields = { t: token, reason: "change_of_mind", lines: JSON.stringify([{ itemId, quantity: 1 }]) };
    const late = await h.request(fields, [], dayAfter(delivered, 31));
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toMatch(/30-day window to return this for a change of mind ended/);

    const made = await h.request(fields, [], dayAfter(delivered, 13));
    expect(made.statusCode, made.body).toBe(201);
    const created = ShopperReturn.parse(made.json());
    expect(created.history.map((e) => e.at)).toEqual([`${addDays(delivered, 13)}T12:00:00.000Z`]);

    const [row] = await h.returnsOf(id);
    const returnId = row?.id as number;
    expect((await h.act(returnId, "approve", {}, dayAfter(delivered, 14))).statusCode).toBe(200);
    const lines = await h.linesOfReturn(returnId);
    const received = await h.act(
      returnId,
      "receive",
      { lines: lines.map((l) => ({ lineId: l.id, condition: "resaleable" })) },
      dayAfter(delivered, 16),
    );
    expect(received.statusCode, received.body).toBe(200);
    const listed = async (n: number) => {
      const res = await h.admin(
        "GET",
        `/api/admin/returns?q=${row?.returnNumber}`,
        undefined,
        dayAfter(delivered, n),
      );
      return AdminReturnList.parse(res.json()).returns[0];
    };
    expect(await listed(16)).toMatchObject({
      receivedAt: `${addDays(delivered, 16)}T12:00:00.000Z`,
      daysLeftToRefund: 14,
      overdue: false,
    });
    expect(await listed(31)).toMatchObject({ daysLeftToRefund: -1, overdue: true });
  });

  it("answers a header that is not an ISO time with a 400, and judges without one at the real time", async () => {
    const { token } = await h.deliveredOrder({}, 0);
    const bad = await h.view(token, { "x-test-now": "in two weeks" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^x-test-now must be an ISO time/);
    const plain = await h.view(token);
    expect(plain.statusCode).toBe(200);
    const reasons = ShopperReturns.parse(plain.json()).eligibility.lines[0]?.reasons ?? [];
    expect(reasons.every((r) => r.allowed)).toBe(true);
  });
});
