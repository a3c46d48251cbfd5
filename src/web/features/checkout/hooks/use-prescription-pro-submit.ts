import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { eligibilityRefusal, type PrescriptionEligibility } from "#shared/prescription/eligibility.ts";
import type { CustomerInput } from "#shared/schemas/checkout.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { dismissToast } from "#web/components/ui/use-toast.ts";
import {
  clearPrescriptionProOrder,
  type PrescriptionProOrder,
} from "#web/handoffs/prescription-pro-order.ts";
import { errorMessage } from "#web/lib/api.ts";
import { createPrescriptionProOrder } from "../api/create-prescription-pro-order.ts";
import { checkoutNotices, declineMessage } from "../lib/checkout-notices.ts";
import { rememberConfirmation } from "../lib/checkout-storage.ts";
import { prescriptionProTotals } from "../lib/prescription-pro-totals.ts";
import { confirmPayment } from "../payment/resolve-payment.ts";
import type { AdapterRef } from "../payment/types.ts";
import { isRefusal } from "./use-checkout-intent.ts";
import { billingOf, confirmationUrl, reportFailed, returnUrl } from "./use-checkout-submit.ts";

const ORDER_TYPE_QUERY = "&order_type=prescription_pro";

/** The server's reason, then what to do; no money was taken, as no payment was made. */
function refusalText(reason: string, code: string | undefined): string {
  const next = code
    ? `To order without code ${code}, go Back, remove it and order again.`
    : "Check the details above, then press Complete Order again.";
  return `${reason.replace(/\.?$/, ".")} No money was taken. ${next}`;
}

/**
 * The prescription-pro checkout: the server creates the order and its payment from the
 * stored selection and the delivery country, the card is confirmed, and on success the stored order is
 * cleared.
 */
export function usePrescriptionProSubmit(
  order: PrescriptionProOrder | null,
  adapterRef: AdapterRef,
  /** The wearer's answers: the order is sent only when both are "yes" (the server checks them again). */
  eligibility: PrescriptionEligibility | null,
) {
  const navigate = useNavigate();
  const eligibilityRef = useRef(eligibility);
  eligibilityRef.current = eligibility;
  const busy = useRef(false);
  const rules = useShopRules();
  const [submitting, setSubmitting] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  /** A refusal of the order itself (an expired or used-up code, say): its reason and what to do. */
  const [orderError, setOrderError] = useState<string | null>(null);
  // A second attempt after a decline replaces the first one's payment instead of leaving it open.
  const lastAttempt = useRef<{ paymentIntentId: string; checkoutToken: string } | null>(null);

  const submit = useCallback(
    async (customer: CustomerInput) => {
      if (busy.current || !order) return;
      const answers = eligibilityRef.current;
      const refusal = eligibilityRefusal(answers);
      if (refusal || !answers) {
        setOrderError(refusal);
        return;
      }
      const adapter = adapterRef.current;
      if (!adapter) return checkoutNotices.systemNotReady();
      if (!adapter.isReady()) return checkoutNotices.formNotReady();
      busy.current = true;
      setSubmitting(true);
      setPaymentError(null);
      setOrderError(null);
      try {
        if (await adapter.validate()) return;
        const created = await createPrescriptionProOrder({
          visionType: order.visionType,
          frameColorId: order.frameColorId,
          prescriptionLensTypeId: order.prescriptionLensTypeId,
          finishId: order.finishId,
          ...customer,
          discountCode: order.discountCode,
          amount: prescriptionProTotals(order, customer.country, rules).charge,
          replacesPaymentIntentId: lastAttempt.current?.paymentIntentId ?? null,
          checkoutToken: lastAttempt.current?.checkoutToken ?? null,
          eligibility: answers,
          basketRestore: order.basketRestore ?? null,
        });
        lastAttempt.current = created;
        rememberConfirmation(created);
        const outcome = await confirmPayment({
          adapter,
          paymentIntentId: created.paymentIntentId,
          clientSecret: created.clientSecret,
          billing: billingOf(customer),
          returnUrl: returnUrl(created, ORDER_TYPE_QUERY),
        });
        if (outcome.kind === "succeeded") {
          clearPrescriptionProOrder();
          navigate(confirmationUrl(created, "succeeded", ORDER_TYPE_QUERY));
        } else if (outcome.kind === "processing") {
          navigate(confirmationUrl(created, "processing", ORDER_TYPE_QUERY));
        } else if (outcome.kind === "failed") {
          dismissToast();
          setPaymentError(declineMessage(outcome.message));
          await reportFailed(created);
        }
      } catch (error) {
        console.warn("Prescription order failed", error);
        // A refusal says why (a personal club code for another email, say), next to the button.
        if (isRefusal(error)) setOrderError(refusalText(errorMessage(error), order.discountCode));
        else checkoutNotices.orderFailed();
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [order, adapterRef, navigate, rules],
  );

  return { submit, submitting, paymentError, orderError };
}
