import type { BasketLineInput } from "#shared/schemas/basket.ts";
import { ValidateDiscountResponse } from "#shared/schemas/discounts.ts";
import { ApiError, apiRequest } from "#web/lib/api.ts";

/**
 * POST /api/validate-discount-code. A refusal is a 4xx whose body still carries `valid: false` and the
 * reason, so it is answered as a result rather than thrown.
 */
export async function validateDiscountCode(
  code: string,
  items: BasketLineInput[],
): Promise<ValidateDiscountResponse> {
  try {
    const res = await apiRequest("POST", "/api/validate-discount-code", { code: code.trim(), items });
    return ValidateDiscountResponse.parse(await res.json());
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const refusal = ValidateDiscountResponse.safeParse(safeJson(error.body));
      if (refusal.success) return refusal.data;
    }
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
