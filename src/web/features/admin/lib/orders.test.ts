import { describe, expect, it } from "vitest";
import type { AdminOrder, PrescriptionOrderRow } from "#shared/schemas/admin.ts";
import {
  filterOrders,
  mergeOrders,
  nextStatuses,
  prescriptionRowToOrder,
  productsSummary,
} from "./orders.ts";

const row: PrescriptionOrderRow = {
  id: 7,
  created_at: "2025-06-02T10:00:00.000Z",
  customer_name: "Ada Runner",
  customer_email: "ada@example.com",
  customer_phone: "07700900123",
  customer_address: "1 Test Street",
  customer_city: "Leeds",
  customer_postcode: "LS1 1AA",
  customer_country: "GB",
  order_status: "completed",
  total_price: "155.00",
  vision_type: "varifocal",
  frame_color_id: 2,
  prescription_lens_type_id: 13,
  finish_id: 4,
  carrier_order_id: null,
  tracking_number: null,
  shipping_status: null,
  stripe_payment_intent_id: "pi_123456789",
};

const order = (id: number, createdAt: string, orderType = "primary"): AdminOrder => ({
  ...prescriptionRowToOrder({ ...row, id, created_at: createdAt }),
  orderType,
  isPrescriptionOrder: false,
  items: [],
});

describe("admin order helpers", () => {
  it("offers only the transitions the server allows, never a storefront-only status", () => {
    expect(nextStatuses("completed")).toEqual(["processing", "shipped", "delivered", "refunded"]);
    expect(nextStatuses("pending")).toEqual(["paid", "completed", "cancelled"]);
    expect(nextStatuses("refunded")).toEqual([]);
    expect(nextStatuses("unknown")).toEqual([]);
  });

  it("names prescription-pro rows from the fixed id tables", () => {
    expect(prescriptionRowToOrder(row)).toMatchObject({
      id: 7,
      name: "Ada Runner",
      orderType: "prescription_pro",
      status: "completed",
      total: "155.00",
      frameColorName: "Celeste",
      prescriptionLensTypeName: "Grey Tint",
      finishName: "Blue Mirror",
      visionType: "varifocal",
    });
    expect(productsSummary(prescriptionRowToOrder(row))).toBe("Prescription Pro · Varifocal · Celeste");
  });

  it("merges only prescription-pro rows the order list lacks, newest first", () => {
    const orders = [order(9, "2025-06-03T00:00:00Z"), order(7, "2025-06-02T10:00:00Z", "prescription_pro")];
    expect(mergeOrders(orders, [row])).toBe(orders);
    const merged = mergeOrders(orders, [{ ...row, id: 8, created_at: "2025-06-02T12:00:00Z" }]);
    expect(merged.map((o) => o.id)).toEqual([9, 8, 7]);
    expect(filterOrders(merged, "prescription_pro").map((o) => o.id)).toEqual([8, 7]);
    expect(filterOrders(merged, "all")).toHaveLength(3);
  });
});
