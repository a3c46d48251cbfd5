import { londonDateInput, londonTodayInput } from "#shared/dates.ts";
import { formatDecimal } from "#shared/money.ts";
import type { DiscountCode, DiscountCodeInput, DiscountType } from "#shared/schemas/discount-codes.ts";

/** The form's values: everything as the inputs hold it. */
export interface DiscountFormValues {
  code: string;
  description: string;
  discountType: DiscountType;
  discountValue: string;
  minimumPurchase: string;
  maxUses: string;
  validFrom: string;
  validUntil: string;
  active: boolean;
}

export function emptyDiscountForm(): DiscountFormValues {
  return {
    code: "",
    description: "",
    discountType: "percentage",
    discountValue: "",
    minimumPurchase: "0",
    maxUses: "",
    validFrom: londonTodayInput(),
    validUntil: "",
    active: true,
  };
}

export function discountFormFrom(code: DiscountCode): DiscountFormValues {
  return {
    code: code.code,
    description: code.description,
    discountType: code.discountType,
    // "10.00" is 10 percent; a fixed amount keeps its pence.
    discountValue:
      code.discountType === "percentage" ? String(Number(code.discountValue)) : code.discountValue,
    minimumPurchase: code.minimumPurchase,
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    validFrom: londonDateInput(code.validFrom),
    validUntil: code.validUntil ? londonDateInput(code.validUntil) : "",
    active: code.active,
  };
}

/** The request body; blank optional fields become null (unlimited uses, no expiry). */
export function toDiscountInput(v: DiscountFormValues): DiscountCodeInput {
  return {
    code: v.code.trim(),
    description: v.description.trim(),
    discountType: v.discountType,
    discountValue: v.discountValue.trim(),
    minimumPurchase: v.minimumPurchase.trim() || "0",
    maxUses: v.maxUses.trim() || null,
    validFrom: v.validFrom,
    validUntil: v.validUntil || null,
    active: v.active,
  };
}

export const discountLabel = (c: DiscountCode) =>
  c.discountType === "percentage" ? `${Number(c.discountValue)}%` : formatDecimal(c.discountValue);

/** "4 / 10"; with payments in progress holding uses, "3 used, 2 held / 5": both count against the maximum. */
export const usesLabel = (c: DiscountCode) =>
  c.heldUses > 0
    ? `${c.currentUses} used, ${c.heldUses} held / ${c.maxUses ?? "∞"}`
    : `${c.currentUses} / ${c.maxUses ?? "∞"}`;
