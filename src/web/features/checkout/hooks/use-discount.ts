import { useEffect, useState } from "react";
import { discountRuleFromApi } from "#shared/pricing/index.ts";
import type { BasketLineInput } from "#shared/schemas/basket.ts";
import type { AppliedDiscount } from "#shared/schemas/checkout.ts";
import { Email } from "#shared/schemas/common.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { type DiscountCheck, validateDiscountCode } from "#web/discounts/validate-discount-code.ts";
import { errorMessage } from "#web/lib/api.ts";
import { DISCOUNT_ADVICE } from "../lib/checkout-notices.ts";
import { saveAppliedDiscount } from "../lib/checkout-storage.ts";
import { type CheckoutIntent, isRefusal } from "./use-checkout-intent.ts";

export interface DiscountControls {
  code: string;
  setCode(code: string): void;
  /** Why the code was refused (the server's reason), shown at the field with what to do. */
  error: string | null;
  /** What the shopper can do about the error. */
  advice: string | null;
  busy: boolean;
  applied: AppliedDiscount | null;
  apply(): Promise<void>;
  remove(): Promise<void>;
}

const EMPTY_CODE = "Please enter a discount code";
const CHECK_FAILED = "We couldn't check that code just now.";
const TRY_AGAIN = "Please press Apply again in a moment. You can also pay without a code.";

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

  // A code carried in from the basket that no longer applies: the reason goes at the field, not a toast.
  const dropped = intent.droppedCode;
  useEffect(() => {
    if (dropped) setError(`${dropped.reason}. Code ${dropped.code} has been removed from your order.`);
  }, [dropped]);

  function remember(discount: AppliedDiscount | null) {
    saveAppliedDiscount(discount ? { code: discount.code } : null);
    if (!discount) return basket.removeDiscount();
    basket.applyDiscount({ id: discount.id, code: discount.code, ...discountRuleFromApi(discount) });
  }

  async function apply() {
    const typed = code.trim();
    if (!typed) {
      setError(EMPTY_CODE);
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
        setError(CHECK_FAILED);
        return;
      }
      if (!result.valid) {
        setError(result.message);
        return;
      }
      const created = await intent.request({ ...intent.params, discountCode: typed, email });
      remember(created.discount);
      setCode("");
    } catch (err) {
      // A refusal says why; anything else (the card provider, the network) is worth another try.
      setError(isRefusal(err) ? errorMessage(err, "Invalid discount code") : CHECK_FAILED);
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
      setError("We couldn't remove the code just now. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const advice = !error || error === EMPTY_CODE ? null : error === CHECK_FAILED ? TRY_AGAIN : DISCOUNT_ADVICE;
  return { code, setCode, error, advice, busy, applied: intent.checkout?.discount ?? null, apply, remove };
}
