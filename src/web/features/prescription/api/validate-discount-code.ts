import { penceToDecimal } from "../../../../shared/money.ts";
import type { DiscountRule } from "../../../../shared/pricing/index.ts";
import { ValidateDiscountResponse } from "../../../../shared/schemas/discounts.ts";
import { ApiError, apiRequest, errorMessage } from "../../../lib/api.ts";

export const VALIDATE_DISCOUNT_URL = "/api/validate-discount-code";
export const INVALID_DISCOUNT_MESSAGE = "Invalid discount code";

export type DiscountCheck =
  | { valid: true; code: string; message: string; rule: DiscountRule }
  | { valid: false; message: string };

/**
 * POST /api/validate-discount-code with the trimmed code and the price before discount (pounds).
 * A refusal (any 4xx) is an invalid result carrying the server's message; anything else throws.
 */
export async function validateDiscountCode(code: string, amountPence: number): Promise<DiscountCheck> {
  try {
    const res = await apiRequest("POST", VALIDATE_DISCOUNT_URL, {
      code: code.trim(),
      amount: penceToDecimal(amountPence),
    });
    const body = ValidateDiscountResponse.parse(await res.json());
    if (!body.valid || !body.discount) {
      return { valid: false, message: body.message || INVALID_DISCOUNT_MESSAGE };
    }
    const { discountType, discountValue } = body.discount;
    return {
      valid: true,
      code: body.discount.code,
      message: body.message,
      // The API speaks pounds for a fixed discount; the shared pricing speaks pence.
      rule: {
        discountType,
        discountValue: discountType === "fixed" ? Math.round(discountValue * 100) : discountValue,
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { valid: false, message: errorMessage(error, INVALID_DISCOUNT_MESSAGE) };
    }
    throw error;
  }
}
