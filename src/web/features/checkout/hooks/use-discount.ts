import { useState } from "react";
import { discountRuleFromApi } from "#shared/pricing/index.ts";
import type { BasketLineInput } from "#shared/schemas/basket.ts";
import type { AppliedDiscount } from "#shared/schemas/checkout.ts";
import { Email } from "#shared/schemas/common.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { type DiscountCheck, validateDiscountCode } from "#web/discounts/validate-discount-code.ts";
import { ApiError, errorMessage } from "#web/lib/api.ts";
import { saveAppliedDiscount } from "../lib/checkout-storage.ts";
import { checkoutToasts } from "../lib/checkout-toasts.ts";
import { type CheckoutIntent, isRefusal } from "./use-checkout-intent.ts";

export interface DiscountControls {
  code: string;
  setCode(code: string): void;
  error: string | null;
  busy: boolean;
  applied: AppliedDiscount | null;
  apply(): Promise<void>;
  remove(): Promise<void>;
}

/** The form's email when it is a valid one (a club member's personal code is checked against it). */
export function validEmail(email: string | undefined): string | null {
  const parsed = Email.safeParse(email?.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

/**
 * The discount card: the code is checked, then the payment is created again for the discounted charge
 * (replacing the full-price one); removing it goes back to the full price. The shopper's email, when the
 * form has one, goes with both calls.
 */
export function useDiscount(
  intent: CheckoutIntent,
  lines: BasketLineInput[],
  formEmail?: string,
): DiscountControls {
  const basket = useBasket();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function remember(discount: AppliedDiscount | null) {
    saveAppliedDiscount(discount ? { code: discount.code } : null);
    if (!discount) return basket.removeDiscount();
    basket.applyDiscount({ id: discount.id, code: discount.code, ...discountRuleFromApi(discount) });
  }

  async function apply() {
    const typed = code.trim();
    if (!typed) {
      setError("Please enter a discount code");
      return;
    }
    setBusy(true);
    setError(null);
    const email = validEmail(formEmail);
    try {
      let result: DiscountCheck;
      try {
        result = await validateDiscountCode(typed, { items: lines }, email);
      } catch {
        setError("Error validating discount code. Please try again.");
        return;
      }
      if (!result.valid) {
        setError(result.message);
        return;
      }
      const created = await intent.request({ ...intent.params, discountCode: typed, email });
      remember(created.discount);
      setCode("");
      checkoutToasts.discountApplied(typed);
    } catch (err) {
      if (isRefusal(err)) setError(errorMessage(err, "Invalid discount code"));
      // 502: the card provider refused to create the discounted payment.
      else if (err instanceof ApiError && err.status === 502) checkoutToasts.discountSystemError();
      else checkoutToasts.discountFailed();
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await intent.request({ ...intent.params, discountCode: null });
      remember(null);
    } catch {
      checkoutToasts.error("Failed to remove the discount. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return { code, setCode, error, busy, applied: intent.checkout?.discount ?? null, apply, remove };
}
