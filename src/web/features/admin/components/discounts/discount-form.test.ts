import { describe, expect, it } from "vitest";
import { checkDiscountCode, type DiscountCode } from "#shared/schemas/discount-codes.ts";
import {
  discountFormFrom,
  discountLabel,
  emptyDiscountForm,
  toDiscountInput,
  usesLabel,
} from "./discount-form.ts";

const stored: DiscountCode = {
  id: 3,
  code: "SUMMER",
  description: "Summer sale",
  discountType: "fixed",
  discountValue: "7.50",
  minimumPurchase: "50.00",
  maxUses: null,
  currentUses: 4,
  heldUses: 0,
  // Midnight in London during British Summer Time.
  validFrom: "2025-05-31T23:00:00.000Z",
  validUntil: "2025-08-31T22:59:59.999Z",
  active: false,
  createdAt: "2025-05-01T00:00:00.000Z",
};

describe("discount code form", () => {
  it("starts with the form's defaults", () => {
    const empty = emptyDiscountForm();
    expect(empty).toMatchObject({
      discountType: "percentage",
      minimumPurchase: "0",
      maxUses: "",
      active: true,
    });
    expect(empty.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(toDiscountInput(empty)).toMatchObject({ maxUses: null, validUntil: null });
  });

  it("edits a stored code as UK calendar days and sends it back unchanged", () => {
    const form = discountFormFrom(stored);
    expect(form).toMatchObject({
      discountValue: "7.50",
      validFrom: "2025-06-01",
      validUntil: "2025-08-31",
      maxUses: "",
      active: false,
    });
    const check = checkDiscountCode(toDiscountInput(form));
    expect(check.ok && check.value.validFrom.toISOString()).toBe(stored.validFrom);
    expect(check.ok && check.value.validUntil?.toISOString()).toBe(stored.validUntil);
  });

  it("labels the discount and its uses", () => {
    expect(discountLabel(stored)).toBe("£7.50");
    expect(discountLabel({ ...stored, discountType: "percentage", discountValue: "15.00" })).toBe("15%");
    expect(usesLabel(stored)).toBe("4 / ∞");
    expect(usesLabel({ ...stored, maxUses: 10 })).toBe("4 / 10");
    expect(usesLabel({ ...stored, currentUses: 3, heldUses: 2, maxUses: 5 })).toBe("3 used, 2 held / 5");
    expect(
      discountFormFrom({ ...stored, discountType: "percentage", discountValue: "15.00" }).discountValue,
    ).toBe("15");
  });
});
