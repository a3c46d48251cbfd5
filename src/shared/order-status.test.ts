import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ADMIN_ORDER_STATUSES,
  AFRICA_ADMIN_STATUSES,
  canTransition,
  holdsMoney,
  isOrderStatus,
  isPaidStatus,
  isPrescriptionStage,
  movesMoneyBack,
  needsPaymentProof,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PAID_STATUSES,
  PRESCRIPTION_STAGES,
} from "./order-status.ts";

/** The statuses an order without prescription lenses can have; the stages belong to prescription orders. */
const STANDARD = ORDER_STATUSES.filter((s) => !isPrescriptionStage(s));

const status = fc.constantFrom(...ORDER_STATUSES);
const UNPAID: OrderStatus[] = ["pending", "failed", "lapsed", "cancelled", "refunded"];
const allPairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe("status lists", () => {
  it("has the eleven statuses and the seven prescription stages, each once", () => {
    expect([...ORDER_STATUSES]).toEqual([
      "pending",
      "paid",
      "processing",
      "shipped",
      "delivered",
      "completed",
      "cancelled",
      "refunded",
      "failed",
      "lapsed",
      "review",
      ...PRESCRIPTION_STAGES,
    ]);
    expect(PRESCRIPTION_STAGES).toHaveLength(7);
    expect(new Set(ORDER_STATUSES).size).toBe(ORDER_STATUSES.length);
  });

  it("the admin offers every status except failed, lapsed and review (the system's words)", () => {
    expect([...ADMIN_ORDER_STATUSES]).toEqual(
      STANDARD.filter((s) => s !== "failed" && s !== "lapsed" && s !== "review"),
    );
  });

  it("the Africa admin statuses are known statuses", () => {
    expect(AFRICA_ADMIN_STATUSES.every((s) => isOrderStatus(s))).toBe(true);
    expect([...AFRICA_ADMIN_STATUSES]).toEqual([
      "pending",
      "processing",
      "shipped",
      "delivered",
      "cancelled",
    ]);
  });

  it("paid statuses are the ones after the money arrived", () => {
    expect([...PAID_STATUSES].sort()).toEqual(
      ["completed", "delivered", "paid", "processing", "shipped", ...PRESCRIPTION_STAGES].sort(),
    );
    for (const s of UNPAID) expect(PAID_STATUSES).not.toContain(s);
  });
});

describe("isOrderStatus", () => {
  it.each([...ORDER_STATUSES])("accepts %s", (s) => {
    expect(isOrderStatus(s)).toBe(true);
  });

  it.each(["", "Paid", "PENDING", " paid", "paid ", "multi", "refund", "canceled", "unknown"])(
    "rejects %j",
    (s) => {
      expect(isOrderStatus(s)).toBe(false);
    },
  );

  it("accepts exactly the listed statuses (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), status), (s) => {
        expect(isOrderStatus(s)).toBe((ORDER_STATUSES as readonly string[]).includes(s));
      }),
    );
  });
});

describe("ORDER_TRANSITIONS and canTransition", () => {
  it("has an entry for every status, naming only known statuses", () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      for (const target of targets) expect(isOrderStatus(target)).toBe(true);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it("refunded is terminal", () => {
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    for (const to of ORDER_STATUSES) expect(canTransition("refunded", to)).toBe(false);
  });

  it("never allows a status to change to itself", () => {
    for (const s of ORDER_STATUSES) expect(canTransition(s, s)).toBe(false);
  });

  it.each([
    ["pending", "paid"],
    ["pending", "failed"],
    ["pending", "cancelled"],
    ["failed", "pending"],
    ["failed", "paid"],
    ["paid", "processing"],
    ["paid", "shipped"],
    ["paid", "refunded"],
    ["processing", "shipped"],
    ["shipped", "delivered"],
    ["delivered", "completed"],
    ["completed", "refunded"],
    ["completed", "cancelled"],
    ["paid", "cancelled"],
    ["pending", "lapsed"],
    ["lapsed", "paid"],
    ["review", "paid"],
    ["paid", "completed"],
    ["processing", "completed"],
    ["shipped", "completed"],
  ] as const)("allows %s -> %s", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each([
    ["pending", "shipped"],
    ["pending", "refunded"],
    ["pending", "processing"],
    ["failed", "refunded"],
    ["cancelled", "paid"],
    ["cancelled", "completed"],
    ["cancelled", "refunded"],
    ["shipped", "cancelled"],
    ["delivered", "cancelled"],
    ["cancelled", "pending"],
    ["lapsed", "pending"],
    ["lapsed", "cancelled"],
    ["paid", "lapsed"],
    ["shipped", "pending"],
    ["paid", "pending"],
    ["paid", "failed"],
    ["refunded", "pending"],
    ["refunded", "paid"],
    ["pending", "completed"],
    ["failed", "completed"],
    ["lapsed", "completed"],
    ["review", "completed"],
  ] as const)("refuses %s -> %s", (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it("only refunds orders whose money arrived (paid, or held for review)", () => {
    for (const from of STANDARD) {
      expect(canTransition(from, "refunded")).toBe(holdsMoney(from));
    }
    expect(holdsMoney("review")).toBe(true);
    expect(holdsMoney("pending")).toBe(false);
  });

  it("a payment held for review never becomes paid without the difference, and never leaves unpaid", () => {
    // Paid, when the shopper pays the total by the link (decision 0033: never straight to completed).
    expect([...ORDER_TRANSITIONS.review]).toEqual(["paid", "refunded"]);
    expect(needsPaymentProof("review", "paid")).toBe(true);
    for (const from of ["pending", "failed", "lapsed"] as const)
      expect(canTransition(from, "review")).toBe(true);
    for (const from of PAID_STATUSES) expect(canTransition(from, "review")).toBe(false);
  });

  it("an unpaid order only becomes paid; only a paid status becomes completed (decision 0033)", () => {
    for (const from of STANDARD) {
      if (isPaidStatus(from)) continue;
      expect(canTransition(from, "completed")).toBe(false);
      if (from !== "cancelled" && from !== "refunded") expect(canTransition(from, "paid")).toBe(true);
    }
    for (const from of STANDARD) {
      expect(canTransition(from, "completed")).toBe(from !== "completed" && isPaidStatus(from));
    }
  });

  it("never goes from a paid status back to pending or failed", () => {
    for (const from of PAID_STATUSES) {
      expect(canTransition(from, "pending")).toBe(false);
      expect(canTransition(from, "failed")).toBe(false);
    }
  });

  it("reaches every status from pending", () => {
    const seen = new Set<OrderStatus>(["pending"]);
    const queue: OrderStatus[] = ["pending"];
    for (let s = queue.shift(); s; s = queue.shift()) {
      for (const next of ORDER_TRANSITIONS[s]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...STANDARD].sort());
  });

  it("agrees with the table for any pair (property)", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        expect(canTransition(from, to)).toBe(ORDER_TRANSITIONS[from].includes(to));
      }),
    );
  });
});

describe("needsPaymentProof", () => {
  it.each([
    ["pending", "paid"],
    ["pending", "completed"],
    ["failed", "paid"],
    ["failed", "completed"],
  ] as const)("%s -> %s needs the provider's word", (from, to) => {
    expect(needsPaymentProof(from, to)).toBe(true);
  });

  it.each([
    ["paid", "shipped"],
    ["paid", "processing"],
    ["paid", "completed"],
    ["processing", "paid"],
    ["processing", "completed"],
    ["shipped", "delivered"],
    ["delivered", "completed"],
    ["completed", "refunded"],
    ["paid", "refunded"],
    ["pending", "cancelled"],
    ["pending", "failed"],
    ["failed", "pending"],
    ["pending", "lapsed"],
  ] as const)("%s -> %s does not", (from, to) => {
    expect(needsPaymentProof(from, to)).toBe(false);
  });

  it("is true exactly when leaving an unpaid status for a paid one", () => {
    for (const [from, to] of allPairs) {
      const expected = !PAID_STATUSES.includes(from) && PAID_STATUSES.includes(to);
      expect(needsPaymentProof(from, to), `${from} -> ${to}`).toBe(expected);
    }
  });

  it("every allowed change into a paid status from an unpaid one starts at pending, failed, lapsed or review", () => {
    for (const [from, to] of allPairs) {
      if (canTransition(from, to) && needsPaymentProof(from, to))
        expect(["pending", "failed", "lapsed", "review"]).toContain(from);
    }
  });
});

describe("movesMoneyBack", () => {
  it("is true exactly for an order holding money (paid, or under review) cancelled or refunded", () => {
    for (const [from, to] of allPairs) {
      const expected = holdsMoney(from) && (to === "cancelled" || to === "refunded");
      expect(movesMoneyBack(from, to), `${from} -> ${to}`).toBe(expected);
    }
  });

  it("cancelled and refunded are terminal", () => {
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });

  it("never needs proof to enter an unpaid status (property)", () => {
    fc.assert(
      fc.property(status, fc.constantFrom(...UNPAID), (from, to) => {
        expect(needsPaymentProof(from, to)).toBe(false);
      }),
    );
  });

  it("never needs proof between two paid statuses (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAID_STATUSES), fc.constantFrom(...PAID_STATUSES), (from, to) => {
        expect(needsPaymentProof(from, to)).toBe(false);
      }),
    );
  });
});
