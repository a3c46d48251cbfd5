import { z } from "zod";
import { londonDayStart, parseDay } from "../dates.ts";
import { parseDecimalToPence, penceToDecimal } from "../money.ts";
import { DecimalPrice } from "./common.ts";
import { isCleanText, NOT_ALLOWED } from "./fields.ts";

const DISCOUNT_TYPES = ["percentage", "fixed"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A discount code as the admin sees it. discountValue: "10.00" is 10% or £10.00, after discountType. */
export const DiscountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: DecimalPrice,
  minimumPurchase: DecimalPrice,
  maxUses: z.number().int().nullable(),
  /** Paid orders that used the code. */
  currentUses: z.number().int(),
  /** Uses held by payments in progress (each for up to 30 minutes): with currentUses, what is taken. */
  heldUses: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof DiscountCode>;

const NumberLike = z.union([z.number(), z.string()]);

/** The create/edit form's body. Numbers may come as numbers or strings; the rules below decide. */
export const DiscountCodeInput = z.object({
  code: z.string().max(200),
  description: z.string().max(2000).refine(isCleanText(true), `Description ${NOT_ALLOWED}`),
  discountType: z.enum(DISCOUNT_TYPES, { error: "Discount type must be percentage or fixed" }),
  discountValue: NumberLike,
  minimumPurchase: NumberLike.nullish(),
  maxUses: NumberLike.nullish(),
  validFrom: z.string().max(40),
  validUntil: z.string().max(40).nullish(),
  active: z.boolean().optional(),
});
export type DiscountCodeInput = z.infer<typeof DiscountCodeInput>;

export const DiscountCodePatch = DiscountCodeInput.partial();
export type DiscountCodePatch = z.infer<typeof DiscountCodePatch>;

/** What the server stores: whole percent or pence, dates as instants. */
export interface DiscountCodeValues {
  code: string;
  description: string;
  discountType: DiscountType;
  discountValue: number;
  minimumPurchasePence: number;
  maxUses: number | null;
  validFrom: Date;
  validUntil: Date | null;
  active: boolean;
}

type DiscountRuleResult =
  | { ok: true; value: DiscountCodeValues }
  | { ok: false; path: keyof DiscountCodeInput; message: string };

export const DISCOUNT_MESSAGES = {
  codeRequired: "Code is required",
  codeTooLong: "Code must be at most 40 characters",
  codeChars: "Code may only contain letters, numbers, hyphens and underscores",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description must be at most 500 characters",
  percentage: "A percentage discount must be a whole number from 1 to 100",
  fixedFormat: "A fixed discount must be an amount in pounds, like 5.00",
  fixedPositive: "A fixed discount must be more than £0.00",
  minimumPurchase: "Minimum purchase must be an amount of £0.00 or more",
  maxUses: "Max uses must be a whole number of at least 1, or empty for unlimited",
  validFrom: "Valid from must be a date",
  validUntil: "Valid until must be a date, or empty for no expiry",
  validOrder: "Valid until must be after valid from",
} as const;

/**
 * A date from the form. "2025-06-01" is a UK calendar day: its start for valid-from and its last
 * millisecond for valid-until, so a code is valid through the whole of its last day.
 */
function parseFormDate(text: string, edge: "start" | "end"): Date | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const day = parseDay(trimmed);
    if (!day) return null;
    const instant = londonDayStart(day, edge === "end" ? 1 : 0).getTime();
    return new Date(edge === "end" ? instant - 1 : instant);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return null;
  const ms = Date.parse(trimmed);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Pounds as "5.50" or 5.5 -> 550; null for more than two decimal places or anything else. */
const penceOf = (v: string | number): number | null => parseDecimalToPence(String(v));

/** The server's rules for a discount code, each with its own message. */
export function checkDiscountCode(input: DiscountCodeInput): DiscountRuleResult {
  const fail = (path: keyof DiscountCodeInput, message: string): DiscountRuleResult => ({
    ok: false,
    path,
    message,
  });
  const code = input.code.trim();
  if (!code) return fail("code", DISCOUNT_MESSAGES.codeRequired);
  if (code.length > 40) return fail("code", DISCOUNT_MESSAGES.codeTooLong);
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return fail("code", DISCOUNT_MESSAGES.codeChars);
  const description = input.description.trim();
  if (!description) return fail("description", DISCOUNT_MESSAGES.descriptionRequired);
  if (description.length > 500) return fail("description", DISCOUNT_MESSAGES.descriptionTooLong);

  let discountValue: number;
  if (input.discountType === "percentage") {
    const n =
      typeof input.discountValue === "number" ? input.discountValue : Number(input.discountValue.trim());
    if (blank(input.discountValue) || !Number.isInteger(n) || n < 1 || n > 100) {
      return fail("discountValue", DISCOUNT_MESSAGES.percentage);
    }
    discountValue = n;
  } else {
    const pence = penceOf(input.discountValue);
    if (pence === null) return fail("discountValue", DISCOUNT_MESSAGES.fixedFormat);
    if (pence <= 0) return fail("discountValue", DISCOUNT_MESSAGES.fixedPositive);
    discountValue = pence;
  }

  const minimumPurchasePence = blank(input.minimumPurchase)
    ? 0
    : penceOf(input.minimumPurchase as string | number);
  if (minimumPurchasePence === null || minimumPurchasePence < 0) {
    return fail("minimumPurchase", DISCOUNT_MESSAGES.minimumPurchase);
  }

  let maxUses: number | null = null;
  if (!blank(input.maxUses)) {
    const n = Number(typeof input.maxUses === "string" ? input.maxUses.trim() : input.maxUses);
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)
      return fail("maxUses", DISCOUNT_MESSAGES.maxUses);
    maxUses = n;
  }

  const validFrom = parseFormDate(input.validFrom, "start");
  if (!validFrom) return fail("validFrom", DISCOUNT_MESSAGES.validFrom);
  const validUntil = blank(input.validUntil) ? null : parseFormDate(input.validUntil as string, "end");
  if (!blank(input.validUntil) && !validUntil) return fail("validUntil", DISCOUNT_MESSAGES.validUntil);
  if (validUntil && validUntil.getTime() <= validFrom.getTime()) {
    return fail("validUntil", DISCOUNT_MESSAGES.validOrder);
  }

  return {
    ok: true,
    value: {
      code,
      description,
      discountType: input.discountType,
      discountValue,
      minimumPurchasePence,
      maxUses,
      validFrom,
      validUntil,
      active: input.active ?? true,
    },
  };
}

/** The form's view of stored values, for merging an edit into them. */
export function toDiscountInput(v: DiscountCodeValues): DiscountCodeInput {
  return {
    code: v.code,
    description: v.description,
    discountType: v.discountType,
    discountValue:
      v.discountType === "percentage" ? String(v.discountValue) : penceToDecimal(v.discountValue),
    minimumPurchase: penceToDecimal(v.minimumPurchasePence),
    maxUses: v.maxUses,
    validFrom: v.validFrom.toISOString(),
    validUntil: v.validUntil ? v.validUntil.toISOString() : null,
    active: v.active,
  };
}
