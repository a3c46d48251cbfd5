import { penceToDecimal } from "#shared/money.ts";
import { type DiscountRule, discountRuleFromApi } from "#shared/pricing/index.ts";
import { ValidateDiscountResponse } from "#shared/schemas/discounts.ts";
import { ApiError, apiRequest, errorMessage } from "#web/lib/api.ts";

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
    return {
      valid: true,
      code: body.discount.code,
      message: body.message,
      rule: discountRuleFromApi(body.discount),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { valid: false, message: errorMessage(error, INVALID_DISCOUNT_MESSAGE) };
    }
    throw error;
  }
}
