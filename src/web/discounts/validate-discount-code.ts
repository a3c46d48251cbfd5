import { penceToDecimal } from "#shared/money.ts";
import { type DiscountRule, discountRuleFromApi } from "#shared/pricing/index.ts";
import type { BasketLineInput } from "#shared/schemas/basket.ts";
import type { AppliedDiscount } from "#shared/schemas/checkout.ts";
import { ValidateDiscountResponse } from "#shared/schemas/discounts.ts";
import { ApiError, apiRequest, errorMessage } from "#web/lib/api.ts";

const VALIDATE_DISCOUNT_URL = "/api/validate-discount-code";
const INVALID_DISCOUNT_MESSAGE = "Invalid discount code";

/** What the code is checked against: the basket's lines (priced by the server) or a price before discount. */
type DiscountSubject = { items: BasketLineInput[] } | { amountPence: number };

export type DiscountCheck =
  | { valid: true; message: string; discount: AppliedDiscount; rule: DiscountRule }
  | { valid: false; message: string };

function checkOf(body: ValidateDiscountResponse): DiscountCheck {
  if (!body.valid || !body.discount)
    return { valid: false, message: body.message || INVALID_DISCOUNT_MESSAGE };
  return {
    valid: true,
    message: body.message,
    discount: body.discount,
    rule: discountRuleFromApi(body.discount),
  };
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/validate-discount-code with the trimmed code (and the shopper's email when known: a club
 * member's personal code applies only to theirs). A refusal (any 4xx) is an invalid result carrying the
 * server's reason; a failure to answer (network, 5xx) throws.
 */
export async function validateDiscountCode(
  code: string,
  subject: DiscountSubject,
  email?: string | null,
): Promise<DiscountCheck> {
  const against =
    "items" in subject ? { items: subject.items } : { amount: penceToDecimal(subject.amountPence) };
  const body = { code: code.trim(), ...against, ...(email ? { email } : {}) };
  try {
    const res = await apiRequest("POST", VALIDATE_DISCOUNT_URL, body);
    return checkOf(ValidateDiscountResponse.parse(await res.json()));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
    const refusal = ValidateDiscountResponse.safeParse(jsonOrNull(error.body));
    if (refusal.success) return checkOf(refusal.data);
    return { valid: false, message: errorMessage(error, INVALID_DISCOUNT_MESSAGE) };
  }
}
