import { describe, expect, it } from "vitest";
import {
  deliveryDay,
  RETURN_REFUSALS,
  type ReturnableLine,
  type ReturnableOrder,
  returnEligibility,
  windowOf,
} from "./eligibility.ts";
import type { ReturnReason } from "./reasons.ts";

/** Noon in London on a November day (GMT), so the London day is the UTC day. */
const at = (day: string, time = "12:00:00") => new Date(`${day}T${time}Z`);

const DELIVERED: ReturnableOrder = {
  status: "delivered",
  paid: true,
  deliveredAt: at("2026-11-02"),
  dispatchedAt: at("2026-10-30"),
  country: "GB",
};
const STOCK: ReturnableLine = { id: 1, kind: "stock", quantity: 2, returned: 0 };
const RX: ReturnableLine = { id: 2, kind: "prescription", quantity: 1, returned: 0 };

const judge = (
  now: string,
  reason: ReturnReason,
  opts: { order?: Partial<ReturnableOrder>; line?: ReturnableLine; returnsDays?: number } = {},
) => {
  const line = opts.line ?? STOCK;
  const result = returnEligibility({ ...DELIVERED, ...opts.order }, [line], {
    now: at(now),
    returnsDays: opts.returnsDays ?? 30,
  });
  const found = windowOf(result, line.id, reason);
  if (!found) throw new Error("no window");
  return { ...found.window, returnable: found.line.returnable, order: result };
};

describe("return eligibility", () => {
  it("a change of mind runs the shop's window from the delivery day, inclusive of its last day", () => {
    expect(judge("2026-12-02", "change_of_mind")).toMatchObject({
      allowed: true,
      until: "2026-12-02",
      remedy: "full_refund",
    });
    const late = judge("2026-12-03", "change_of_mind");
    expect(late).toMatchObject({ allowed: false, until: "2026-12-02", remedy: null });
    expect(late.message).toContain("ended on");
  });

  it("never gives less than 14 days for a change of mind, whatever the setting", () => {
    expect(judge("2026-11-16", "change_of_mind", { returnsDays: 7 })).toMatchObject({
      allowed: true,
      until: "2026-11-16",
    });
    expect(judge("2026-11-17", "change_of_mind", { returnsDays: 7 }).allowed).toBe(false);
    expect(judge("2026-11-16", "change_of_mind", { returnsDays: 14 }).allowed).toBe(true);
    expect(judge("2026-11-17", "change_of_mind", { returnsDays: 14 }).allowed).toBe(false);
  });

  it("counts London days: a delivery late on a summer evening in UTC is the next London day", () => {
    const order = { deliveredAt: new Date("2026-06-01T23:30:00Z") };
    expect(judge("2026-06-16", "change_of_mind", { order, returnsDays: 14 })).toMatchObject({
      allowed: true,
      until: "2026-06-16",
    });
    expect(judge("2026-06-17", "change_of_mind", { order, returnsDays: 14 }).allowed).toBe(false);
  });

  it("refuses a change of mind on a prescription line, offering faulty and damaged only", () => {
    expect(judge("2026-11-03", "change_of_mind", { line: RX })).toMatchObject({
      allowed: false,
      message: RETURN_REFUSALS.prescriptionChangeOfMind,
    });
    expect(judge("2026-11-03", "wrong_item", { line: RX })).toMatchObject({
      allowed: false,
      message: RETURN_REFUSALS.prescriptionWrongItem,
    });
    expect(judge("2026-11-03", "faulty", { line: RX })).toMatchObject({
      allowed: true,
      remedy: "full_refund",
    });
    expect(judge("2026-11-03", "damaged", { line: RX })).toMatchObject({
      allowed: true,
      remedy: "full_refund",
    });
  });

  it.each(["faulty", "damaged", "wrong_item"] as const)(
    "%s: a full refund to day 30, then repair or replacement to six years, then no more",
    (reason) => {
      expect(judge("2026-12-02", reason)).toMatchObject({
        allowed: true,
        until: "2026-12-02",
        remedy: "full_refund",
      });
      expect(judge("2026-12-03", reason)).toMatchObject({
        allowed: true,
        until: "2032-11-02",
        remedy: "repair_or_replacement",
      });
      expect(judge("2032-11-02", reason)).toMatchObject({ allowed: true, remedy: "repair_or_replacement" });
      const gone = judge("2032-11-03", reason);
      expect(gone).toMatchObject({ allowed: false, until: "2032-11-02", remedy: null });
      expect(gone.message).toContain("6 years");
    },
  );

  it("without a recorded delivery counts from the dispatch plus the carrier's longest time in working days", () => {
    // Friday 30 October plus 3 UK working days: Wednesday 4 November.
    const order = { deliveredAt: null, status: "shipped" };
    expect(deliveryDay({ ...DELIVERED, ...order })).toEqual({ day: "2026-11-04", estimated: true });
    expect(judge("2026-11-18", "change_of_mind", { order, returnsDays: 14 })).toMatchObject({
      allowed: true,
      until: "2026-11-18",
    });
    expect(judge("2026-11-19", "change_of_mind", { order, returnsDays: 14 }).allowed).toBe(false);
    // Abroad: 10 working days.
    expect(deliveryDay({ ...DELIVERED, ...order, country: "FR" })?.day).toBe("2026-11-13");
  });

  it("offers nothing before dispatch, on an unpaid, cancelled or refunded order, each saying why", () => {
    const cases: [Partial<ReturnableOrder>, string][] = [
      [{ status: "paid", deliveredAt: null, dispatchedAt: null }, RETURN_REFUSALS.notDispatched],
      [{ status: "pending", paid: false }, RETURN_REFUSALS.unpaid],
      [{ status: "cancelled" }, RETURN_REFUSALS.cancelled],
      [{ status: "refunded" }, RETURN_REFUSALS.refunded],
    ];
    for (const [order, message] of cases) {
      const result = judge("2026-11-03", "faulty", { order });
      expect(result).toMatchObject({ allowed: false, message, returnable: 0 });
      expect(result.order).toMatchObject({ returnable: false, message });
    }
  });

  it("counts units already in a return: none left, nothing offered", () => {
    expect(judge("2026-11-03", "faulty", { line: { ...STOCK, returned: 1 } }).returnable).toBe(1);
    const none = judge("2026-11-03", "faulty", { line: { ...STOCK, returned: 2 } });
    expect(none).toMatchObject({ allowed: false, returnable: 0, message: RETURN_REFUSALS.allReturned });
    expect(none.order.returnable).toBe(false);
  });
});
