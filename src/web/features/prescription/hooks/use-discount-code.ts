import { useCallback, useEffect, useRef, useState } from "react";
import type { DiscountRule } from "#shared/pricing/index.ts";

/** The check and its schemas (zod) load when a code is first applied, not with the configurator. */
const loadValidator = () => import("#web/discounts/validate-discount-code.ts");

export const EMPTY_CODE_MESSAGE = "Please enter a discount code";
export const CHECK_FAILED_MESSAGE = "We couldn't check that code just now. Please try again.";

type DiscountStatus = "idle" | "checking" | "applied" | "invalid";

interface DiscountState {
  status: DiscountStatus;
  message: string | null;
  rule: DiscountRule | null;
  appliedCode: string | null;
}

const NONE: DiscountState = { status: "idle", message: null, rule: null, appliedCode: null };

interface UseDiscountCodeOptions {
  /** The price before discount, sent as the amount. */
  pricePence: number;
  /** Changes whenever a choice that affects the price changes; a typed code is then checked again. */
  revalidateKey: string;
}

/** The discount code box's state: a code is checked by the server, and only a valid answer applies. */
export function useDiscountCode({ pricePence, revalidateKey }: UseDiscountCodeOptions) {
  const [code, setCode] = useState("");
  const [state, setState] = useState<DiscountState>(NONE);
  const latest = useRef(0);

  const check = useCallback(async (raw: string, amountPence: number) => {
    const trimmed = raw.trim();
    const request = ++latest.current;
    if (!trimmed) {
      setState(NONE);
      return;
    }
    setState((s) => ({ ...s, status: "checking", message: null }));
    try {
      const { validateDiscountCode } = await loadValidator();
      const result = await validateDiscountCode(trimmed, { amountPence });
      if (request !== latest.current) return;
      setState(
        result.valid
          ? {
              status: "applied",
              message: result.message,
              rule: result.rule,
              appliedCode: result.discount.code,
            }
          : { ...NONE, status: "invalid", message: result.message },
      );
    } catch (error) {
      if (request !== latest.current) return;
      console.error("Discount code check failed", error);
      setState({ ...NONE, status: "invalid", message: CHECK_FAILED_MESSAGE });
    }
  }, []);

  const apply = () => {
    if (!code.trim()) {
      latest.current++;
      setState({ ...NONE, status: "invalid", message: EMPTY_CODE_MESSAGE });
      return;
    }
    void check(code, pricePence);
  };

  const remove = () => {
    latest.current++;
    setCode("");
    setState(NONE);
  };

  // A changed choice re-checks a typed code against the new price; an empty box means no discount.
  const checkedKey = useRef(revalidateKey);
  useEffect(() => {
    if (checkedKey.current === revalidateKey) return;
    checkedKey.current = revalidateKey;
    if (code.trim() || state.status !== "idle") void check(code, pricePence);
  }, [revalidateKey, code, pricePence, state.status, check]);

  return {
    code,
    setCode,
    apply,
    remove,
    status: state.status,
    message: state.message,
    /** A code the server accepted (kept while it is being re-checked, so the total does not flicker). */
    rule: state.rule,
    appliedCode: state.appliedCode,
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;
