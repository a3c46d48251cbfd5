import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS as RULES } from "#shared/catalogue.ts";
import type { PrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";
import { prescriptionProTotals } from "./prescription-pro-totals.ts";

const ORDER: PrescriptionProOrder = {
  productType: "prescription_pro",
  visionType: "varifocal",
  frameColorId: 2,
  frameColorName: "Celeste",
  prescriptionLensTypeId: 14,
  prescriptionLensTypeName: "Polarized",
  finishId: 2,
  finishName: "Silver Mirror",
  basePrice: 165,
  lensUpgradePrice: "20.00",
  finishPrice: "20.00",
  totalPrice: "205.00",
  createdAt: "2025-01-01T00:00:00.000Z",
  orderSource: "prescription_pro_page",
};

describe("prescriptionProTotals", () => {
  it("adds no shipping in the UK and £10 anywhere else on the list", () => {
    expect(prescriptionProTotals(ORDER, "GB", RULES)).toEqual({
      subtotal: 20_500,
      discount: 0,
      shipping: 0,
      total: 20_500,
      charge: 20_500,
    });
    expect(prescriptionProTotals(ORDER, "NO", RULES)).toMatchObject({
      shipping: 1000,
      total: 21_500,
      charge: 21_500,
    });
  });

  it("keeps the configurator's discount (its parts less its total) before the shipping", () => {
    const discounted = { ...ORDER, totalPrice: "184.50", discountCode: "DEMO10" };
    expect(prescriptionProTotals(discounted, "IE", RULES)).toEqual({
      subtotal: 20_500,
      discount: 2050,
      shipping: 1000,
      total: 19_450,
      charge: 19_450,
    });
  });

  it("charges the card minimum when a full discount leaves only UK delivery", () => {
    expect(prescriptionProTotals({ ...ORDER, totalPrice: "0.00" }, "GB", RULES)).toMatchObject({
      total: 0,
      charge: 30,
    });
  });
});
