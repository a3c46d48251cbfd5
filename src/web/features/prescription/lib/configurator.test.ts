import { describe, expect, it } from "vitest";
import type { Color, Finish, PrescriptionLensType, VisionType } from "#shared/schemas/catalogue.ts";
import { buildPrescriptionProOrder, isComplete } from "#web/handoffs/build-prescription-pro-order.ts";
import { PrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";
import { missingChoices, priceBreakdown, resolveSelection, selectionKey } from "./configurator.ts";
import { opticalRimAdvice } from "./optical-rim.ts";

const lists = {
  visionTypes: [
    { id: "single_vision", name: "Single Vision", description: "", basePrice: "120.00" },
    { id: "varifocal", name: "Varifocal", description: "", basePrice: "165.00" },
  ] satisfies VisionType[],
  colors: [{ id: 2, name: "Celeste", hex: "#7fd1c7" }] satisfies Color[],
  lensTypes: [
    { id: 14, name: "Polarized", description: "", additionalPrice: "20.00", price: "20.00", features: [] },
  ] satisfies PrescriptionLensType[],
  finishes: [
    { id: 1, name: "None", description: "", price: "0.00" },
    { id: 2, name: "Silver Mirror", description: "", price: "20.00" },
  ] satisfies Finish[],
};

describe("the configurator's selection and price", () => {
  it("lists what is missing in the page's words", () => {
    const r = resolveSelection(lists, {
      visionType: "single_vision",
      colorId: null,
      lensTypeId: null,
      finishId: null,
    });
    expect(missingChoices(r)).toEqual(["Select frame colour", "Select lens type", "Select mirror finish"]);
    expect(isComplete(r)).toBe(false);
  });

  it("treats an id that is not in the loaded lists as not chosen", () => {
    const r = resolveSelection(lists, { visionType: "varifocal", colorId: 99, lensTypeId: 14, finishId: 2 });
    expect(missingChoices(r)).toEqual(["Select frame colour"]);
  });

  it("prices base + lens + finish, less a discount", () => {
    const r = resolveSelection(lists, { visionType: "varifocal", colorId: 2, lensTypeId: 14, finishId: 2 });
    expect(priceBreakdown(r, null)).toEqual({
      basePence: 16_500,
      lensPence: 2000,
      finishPence: 2000,
      pricePence: 20_500,
      discountPence: 0,
      totalPence: 20_500,
    });
    const tenOff = priceBreakdown(r, { discountType: "percentage", discountValue: 10 });
    expect(tenOff.discountPence).toBe(2050);
    expect(tenOff.totalPence).toBe(18_450);
    expect(priceBreakdown(r, { discountType: "fixed", discountValue: 50_000 }).totalPence).toBe(0);
  });

  it("re-checks a discount when the vision type, lens or finish changes, not the colour", () => {
    const base = { visionType: "single_vision", colorId: 1, lensTypeId: 12, finishId: 1 } as const;
    expect(selectionKey({ ...base, colorId: 5 })).toBe(selectionKey(base));
    expect(selectionKey({ ...base, finishId: 2 })).not.toBe(selectionKey(base));
    expect(selectionKey({ ...base, lensTypeId: 13 })).not.toBe(selectionKey(base));
    expect(selectionKey({ ...base, visionType: "varifocal" })).not.toBe(selectionKey(base));
  });
});

describe("the prescription-pro session order", () => {
  it("has the handoff's fields and types", () => {
    const r = resolveSelection(lists, { visionType: "varifocal", colorId: 2, lensTypeId: 14, finishId: 1 });
    if (!isComplete(r)) throw new Error("incomplete");
    const order = buildPrescriptionProOrder(r, 16_650, "DEMO10", new Date("2025-06-26T10:00:00Z"));
    expect(order).toEqual({
      productType: "prescription_pro",
      visionType: "varifocal",
      frameColorId: 2,
      frameColorName: "Celeste",
      prescriptionLensTypeId: 14,
      prescriptionLensTypeName: "Polarized",
      finishId: 1,
      finishName: "None",
      basePrice: 165,
      lensUpgradePrice: "20.00",
      finishPrice: "0.00",
      totalPrice: "166.50",
      createdAt: "2025-06-26T10:00:00.000Z",
      orderSource: "prescription_pro_page",
      discountCode: "DEMO10",
    });
    expect(PrescriptionProOrder.safeParse(JSON.parse(JSON.stringify(order))).success).toBe(true);
  });

  it("leaves discountCode out when no code applies", () => {
    const r = resolveSelection(lists, {
      visionType: "single_vision",
      colorId: 2,
      lensTypeId: 14,
      finishId: 2,
    });
    if (!isComplete(r)) throw new Error("incomplete");
    expect(buildPrescriptionProOrder(r, 16_000, null)).not.toHaveProperty("discountCode");
  });
});

describe("the optical-rim advice", () => {
  it("reads the limits from the shared constants", () => {
    expect(opticalRimAdvice()).toContain("beyond \u22124.00 or +3.50");
  });

  it("carries a reminder link's token back to the checkout", () => {
    const r = resolveSelection(lists, { visionType: "varifocal", colorId: 2, lensTypeId: 14, finishId: 1 });
    if (!isComplete(r)) throw new Error("incomplete");
    const order = buildPrescriptionProOrder(r, 18_500, null, new Date(), "b1.7.123.sig");
    expect(order.basketRestore).toBe("b1.7.123.sig");
    expect(PrescriptionProOrder.parse(JSON.parse(JSON.stringify(order))).basketRestore).toBe("b1.7.123.sig");
    expect(buildPrescriptionProOrder(r, 18_500, null)).not.toHaveProperty("basketRestore");
  });
});
