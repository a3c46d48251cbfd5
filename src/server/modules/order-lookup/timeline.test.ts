import { describe, expect, it } from "vitest";
import { shopperTimeline } from "./timeline.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));

describe("the shopper's order timeline", () => {
  it("starts at the placing, shows each change once and leaves out the shop's notes and checkout steps", () => {
    const timeline = shopperTimeline([
      { fromStatus: null, toStatus: "pending", createdAt: at(0) },
      { fromStatus: "pending", toStatus: "failed", createdAt: at(1) },
      { fromStatus: "failed", toStatus: "pending", createdAt: at(2) },
      { fromStatus: "pending", toStatus: "paid", createdAt: at(3) },
      { fromStatus: "paid", toStatus: "paid", createdAt: at(4) },
      { fromStatus: "paid", toStatus: "shipped", createdAt: at(5) },
      { fromStatus: "shipped", toStatus: "refunded", createdAt: at(6) },
    ]);
    expect(timeline).toEqual([
      { status: "paid", at: at(3).toISOString() },
      { status: "shipped", at: at(5).toISOString() },
      { status: "refunded", at: at(6).toISOString() },
    ]);
  });
});
