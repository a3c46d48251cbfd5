import { useCallback, useEffect, useRef, useState } from "react";
import type { PrescriptionEligibility } from "#shared/prescription/eligibility.ts";
import type { BasketLineInput } from "#shared/schemas/basket.ts";
import type { CheckoutResponse } from "#shared/schemas/checkout.ts";
import { ApiError, errorMessage } from "#web/lib/api.ts";
import { createPaymentIntent } from "../api/create-payment-intent.ts";
import { checkoutNotices } from "../lib/checkout-notices.ts";
import {
  loadBasketRestore,
  loadCheckoutSession,
  saveAppliedDiscount,
  saveCheckoutSession,
} from "../lib/checkout-storage.ts";

interface IntentParams {
  country: string;
  discountCode: string | null;
  /** The shopper's email, when valid: a club member's personal code applies only to theirs. */
  email?: string | null;
}

type IntentPhase = "preparing" | "ready" | "failed" | "empty" | "invalid" | "refused";

export interface CheckoutIntent {
  phase: IntentPhase;
  checkout: CheckoutResponse | null;
  /** The country and code the current payment was made for. */
  params: IntentParams;
  /** A replacement payment is being created; the current one must not be confirmed meanwhile. */
  updating: boolean;
  /** Creates the payment again for new parameters, replacing the current one. */
  request(params: IntentParams): Promise<CheckoutResponse>;
  retry(): void;
  /** Why the code carried in from the basket was dropped (expired, used up): shown at the code field. */
  droppedCode: { code: string; reason: string } | null;
  /**
   * The server's reason for refusing the basket itself (fewer left than asked for, say): phase "refused"
   * shows it beside the basket's lines, and a change to them asks again.
   */
  refusal: string | null;
}

export const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The server has fewer of a line than the basket asks for (409), or the wearer's answers do not allow a
 * prescription line (422): the basket or the answers, not the code, must change.
 */
const isStockRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 422);

/**
 * The checkout's payment: created on load and priced again
 * whenever the lines, the country or the discount change, so the server's amounts and the charge always
 * match what is shown. The server keeps one pending order per checkout: it re-prices that order and its
 * payment in place while it can, and otherwise replaces it (cancelling the old payment).
 */
export function useCheckoutIntent(
  lines: BasketLineInput[],
  basketTotalPence: number,
  initial: IntentParams,
  /** The wearer's answers, sent with a basket that holds a prescription line. */
  eligibility: PrescriptionEligibility | null = null,
): CheckoutIntent {
  const [phase, setPhase] = useState<IntentPhase>("preparing");
  const [checkout, setCheckout] = useState<CheckoutResponse | null>(null);
  const [params, setParams] = useState<IntentParams>(initial);
  const [pending, setPending] = useState(0);
  const [droppedCode, setDroppedCode] = useState<CheckoutIntent["droppedCode"]>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const current = useRef<CheckoutResponse | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const eligibilityRef = useRef(eligibility);
  eligibilityRef.current = eligibility;
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const refuse = useCallback((error: unknown) => {
    setRefusal(errorMessage(error));
    setPhase("refused");
  }, []);

  // One creation at a time, so each replaces the payment made just before it.
  const request = useCallback((next: IntentParams) => {
    const run = chain.current.then(async () => {
      setPending((n) => n + 1);
      try {
        // The checkout this tab started before (a reload, a second visit) is re-priced, not duplicated.
        const previous = current.current ?? loadCheckoutSession();
        const created = await createPaymentIntent({
          items: linesRef.current,
          country: next.country,
          discountCode: next.discountCode,
          ...(next.email ? { customer: { email: next.email } } : {}),
          ...(eligibilityRef.current ? { eligibility: eligibilityRef.current } : {}),
          replacesPaymentIntentId: previous?.paymentIntentId ?? null,
          checkoutToken: previous?.checkoutToken ?? null,
          basketRestore: loadBasketRestore(),
        });
        saveCheckoutSession({
          paymentIntentId: created.paymentIntentId,
          checkoutToken: created.checkoutToken,
        });
        current.current = created;
        setCheckout(created);
        setParams({
          country: next.country,
          discountCode: created.discount?.code ?? null,
          email: next.email ?? null,
        });
        setRefusal(null);
        setPhase("ready");
        return created;
      } finally {
        setPending((n) => n - 1);
      }
    });
    chain.current = run.catch(() => undefined);
    return run;
  }, []);

  const start = useCallback(
    async (first: IntentParams) => {
      if (linesRef.current.length === 0) {
        setPhase("empty");
        return;
      }
      if (!Number.isSafeInteger(basketTotalPence) || basketTotalPence <= 0) {
        setPhase("invalid");
        return;
      }
      setPhase("preparing");
      const failed = (error: unknown) => {
        if (isRefusal(error)) return refuse(error);
        checkoutNotices.initFailed();
        setPhase("failed");
      };
      try {
        await request(first);
      } catch (error) {
        // A stored code that no longer applies (expired, used up) must not block the checkout.
        if (first.discountCode && isRefusal(error) && !isStockRefusal(error)) {
          setDroppedCode({ code: first.discountCode, reason: errorMessage(error) });
          saveAppliedDiscount(null);
          await request({ ...first, discountCode: null }).catch(failed);
          return;
        }
        failed(error);
      }
    },
    [request, basketTotalPence, refuse],
  );

  const started = useRef(false);
  const initialRef = useRef(initial);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(initialRef.current);
  }, [start]);

  // The basket changed on this page (the basket panel is open alongside): price it again.
  const linesKey = JSON.stringify(lines);
  const pricedKey = useRef(linesKey);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    if (pricedKey.current === linesKey || !current.current) return;
    pricedKey.current = linesKey;
    if (linesRef.current.length === 0) {
      setPhase("empty");
      return;
    }
    request(paramsRef.current).catch((error) => {
      if (isRefusal(error)) refuse(error);
      else checkoutNotices.initFailed();
    });
  }, [linesKey, request, refuse]);

  // Refused before any payment was made: the shopper changes the basket here, and it is asked again.
  useEffect(() => {
    if (phaseRef.current !== "refused" || current.current || pricedKey.current === linesKey) return;
    pricedKey.current = linesKey;
    void start(paramsRef.current);
  }, [linesKey, start]);

  const retry = useCallback(() => void start(paramsRef.current), [start]);

  return { phase, checkout, params, updating: pending > 0, request, retry, droppedCode, refusal };
}
