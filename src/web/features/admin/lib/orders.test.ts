import { describe, expect, it } from "vitest";
import type { AdminOrder } from "#shared/schemas/admin.ts";
import {
  canCancel,
  newIdempotencyKey,
  nextStatuses,
  ordersSearch,
  productsSummary,
  refundAmountPence,
  STATUS_FILTERS,
} from "./orders.ts";

describe("admin order helpers", () => {
  it("offers only the transitions the server allows, never a storefront-only status", () => {
    expect(nextStatuses("completed")).toEqual([
      "paid",
      "processing",
      "shipped",
      "delivered",
      "cancelled",
      "refunded",
    ]);
    expect(nextStatuses("pending")).toEqual(["paid", "cancelled"]);
    expect(nextStatuses("paid")).toContain("completed");
    expect(nextStatuses("refunded")).toEqual([]);
    expect(nextStatuses("unknown")).toEqual([]);
    expect([canCancel("paid"), canCancel("shipped"), canCancel("cancelled"), canCancel("x")]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("offers a prescription order's moves from its stage: shipped once it is ready to dispatch, cancelled only before the lab", () => {
    expect(nextStatuses("ready_to_dispatch")).toEqual(["shipped", "refunded"]);
    expect(nextStatuses("verified")).toEqual(["cancelled", "refunded"]);
    expect(nextStatuses("with_lab")).toEqual(["refunded"]);
    expect(nextStatuses("quality_check")).toEqual(["refunded"]);
    expect([canCancel("awaiting_prescription"), canCancel("verified"), canCancel("with_lab")]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("offers a dispatched prescription order only what its table allows, never a step back to processing", () => {
    expect(nextStatuses("shipped", true)).toEqual(["delivered", "completed", "refunded"]);
    expect(nextStatuses("delivered", true)).toEqual(["completed", "refunded"]);
    expect(nextStatuses("shipped")).toContain("processing");
    expect(canCancel("shipped", true)).toBe(false);
  });

  it("summarises a prescription-pro order without items from its choices", () => {
    const order = {
      orderType: "prescription_pro",
      items: [],
      visionType: "varifocal",
      frameColorName: "Celeste",
    } as unknown as AdminOrder;
    expect(productsSummary(order)).toBe("Prescription Pro · Varifocal · Celeste");
  });

  it("lists an order's lines with the server's descriptions, as the CSV writes them", () => {
    const order = {
      orderType: "multi",
      items: [
        { quantity: 1, productName: "Primary+ Sports Sunglasses", description: "Celeste, Polarized" },
        { quantity: 3, productName: "Sports Socks", description: "Medium" },
        { quantity: 1, productName: "Spare Nose Pads", description: "" },
      ],
    } as unknown as AdminOrder;
    expect(productsSummary(order)).toBe(
      "1 x Primary+ Sports Sunglasses (Celeste, Polarized); 3 x Sports Socks (Medium); 1 x Spare Nose Pads",
    );
  });

  it("filters placed orders first, then all, then each status", () => {
    expect(STATUS_FILTERS.slice(0, 3)).toEqual([
      ["placed", "Placed orders"],
      ["all", "All orders"],
      ["pending", "Pending"],
    ]);
  });

  it("writes the list's query string without empty values", () => {
    expect(
      ordersSearch({ page: 2, pageSize: 50, status: "placed", q: "", from: undefined, sort: "oldest" }),
    ).toBe("page=2&pageSize=50&status=placed&sort=oldest");
    expect(ordersSearch({ q: "a&b=c %" })).toBe("q=a%26b%3Dc+%25");
  });

  it("reads pounds and pence as typed into whole pence", () => {
    expect(["12.50", "£12.5", "£ 12", " 0.01 ", "1234.56"].map(refundAmountPence)).toEqual([
      1250, 1250, 1200, 1, 123456,
    ]);
    for (const bad of ["", "0", "0.00", "-5", "12.345", "abc", "1e3", "12,50", "£"]) {
      expect(refundAmountPence(bad), bad).toBeNull();
    }
  });

  it("makes a fresh dashless key each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
