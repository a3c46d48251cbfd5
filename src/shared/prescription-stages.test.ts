import { describe, expect, it } from "vitest";
import {
  canTransition,
  firstPrescriptionStage,
  holdsMoney,
  isPaidStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PRESCRIPTION_STAGES,
  PRESCRIPTION_TRANSITIONS,
  SHOPPER_CANCELLABLE,
} from "./order-status.ts";

/** Every change a prescription order may make; any pair not listed here is refused. */
const ALLOWED: Record<string, readonly OrderStatus[]> = {
  pending: ["awaiting_prescription", "awaiting_verification", "failed", "cancelled", "lapsed", "review"],
  failed: ["pending", "awaiting_prescription", "awaiting_verification", "cancelled", "lapsed", "review"],
  lapsed: ["awaiting_prescription", "awaiting_verification", "review"],
  review: ["awaiting_prescription", "awaiting_verification", "refunded"],
  paid: ["awaiting_prescription", "awaiting_verification", "cancelled", "refunded"],
  processing: ["awaiting_prescription", "awaiting_verification", "cancelled", "refunded"],
  awaiting_prescription: ["awaiting_verification", "cancelled", "refunded"],
  awaiting_verification: ["prescription_query", "verified", "cancelled", "refunded"],
  prescription_query: ["awaiting_verification", "cancelled", "refunded"],
  verified: ["with_lab", "prescription_query", "cancelled", "refunded"],
  with_lab: ["quality_check", "refunded"],
  quality_check: ["with_lab", "ready_to_dispatch", "refunded"],
  ready_to_dispatch: ["shipped", "refunded"],
  shipped: ["delivered", "completed", "refunded"],
  delivered: ["completed", "refunded"],
  completed: ["refunded"],
  cancelled: [],
  refunded: [],
};

describe("a prescription order's stages", () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)("%s -> %s is allowed exactly when the table says so", (from, to) => {
    expect(canTransition(from, to, "prescription")).toBe((ALLOWED[from] ?? []).includes(to));
  });

  it("no order without prescription lenses enters a stage", () => {
    for (const from of ORDER_STATUSES) {
      for (const stage of PRESCRIPTION_STAGES) expect(canTransition(from, stage)).toBe(false);
    }
  });

  it("money puts a prescription order at its first stage, never at paid", () => {
    for (const from of ["pending", "failed", "lapsed", "review"] as const) {
      expect(canTransition(from, "paid", "prescription")).toBe(false);
    }
    expect(firstPrescriptionStage(false)).toBe("awaiting_prescription");
    expect(firstPrescriptionStage(true)).toBe("awaiting_verification");
  });

  it("every stage is a paid status, which holds money and can be refunded", () => {
    for (const stage of PRESCRIPTION_STAGES) {
      expect(isPaidStatus(stage)).toBe(true);
      expect(holdsMoney(stage)).toBe(true);
      expect(canTransition(stage, "refunded", "prescription")).toBe(true);
    }
  });

  it("cancels only before the lab: the shopper's stages are exactly those that may be cancelled", () => {
    const cancellable = PRESCRIPTION_STAGES.filter((s) => canTransition(s, "cancelled", "prescription"));
    expect(cancellable).toEqual([...SHOPPER_CANCELLABLE]);
    for (const s of ["with_lab", "quality_check", "ready_to_dispatch", "shipped"] as const) {
      expect(canTransition(s, "cancelled", "prescription")).toBe(false);
    }
  });

  it("dispatch only after the quality check passed", () => {
    const intoShipped = ORDER_STATUSES.filter((s) => canTransition(s, "shipped", "prescription"));
    expect(intoShipped).toEqual(["ready_to_dispatch"]);
  });

  it("goes through every stage from pending", () => {
    const seen = new Set<OrderStatus>(["pending"]);
    const queue: OrderStatus[] = ["pending"];
    for (let s = queue.shift(); s; s = queue.shift()) {
      for (const next of PRESCRIPTION_TRANSITIONS[s]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    for (const stage of PRESCRIPTION_STAGES) expect(seen.has(stage)).toBe(true);
  });
});
