import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { DISPATCH_TIMES } from "#shared/delivery/dispatch-times.ts";
import { isEligible } from "#shared/prescription/eligibility.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { CancellationRights } from "#web/eligibility/CancellationRights.tsx";
import { EligibilityQuestions } from "#web/eligibility/EligibilityQuestions.tsx";
import { answersOf, useEligibility } from "#web/eligibility/eligibility-store.ts";
import { loadPrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";
import { BasketReminderChoice } from "../components/BasketReminderChoice.tsx";
import { CheckoutSections } from "../components/CheckoutSections.tsx";
import { CompleteOrder } from "../components/CompleteOrder.tsx";
import { PrescriptionOrderSummary } from "../components/PrescriptionOrderSummary.tsx";
import { useCheckoutForm } from "../hooks/use-checkout-form.ts";
import { usePrescriptionProCart } from "../hooks/use-prescription-pro-cart.ts";
import { usePrescriptionProSubmit } from "../hooks/use-prescription-pro-submit.ts";
import { prescriptionProTotals } from "../lib/prescription-pro-totals.ts";
import { PaymentSection } from "../payment/PaymentSection.tsx";
import type { PaymentAdapter } from "../payment/types.ts";
import { usePaymentSystem } from "../payment/use-payment-system.ts";

export { meta } from "./PrescriptionProCheckoutPage.meta.ts";

const PRESCRIPTION_PRO_PATH = "/prescription-pro";
/** Prescription Pro is glazed to the wearer's prescription. */
const PRESCRIPTION_DISPATCH = [DISPATCH_TIMES.prescription];

export default function PrescriptionProCheckoutPage() {
  const navigate = useNavigate();
  const [order] = useState(loadPrescriptionProOrder);
  const form = useCheckoutForm();
  const [country, email, name] = useWatch({ control: form.control, name: ["country", "email", "name"] });
  const rules = useShopRules();
  const system = usePaymentSystem();
  const adapterRef = useRef<PaymentAdapter | null>(null);
  const eligibility = useEligibility();
  const answers = answersOf(eligibility.draft);
  const eligible = isEligible(answers);
  const { submit, submitting, paymentError, orderError } = usePrescriptionProSubmit(
    order,
    adapterRef,
    answers,
  );

  const [reminderShown, setReminderShown] = useState(false);
  const [reminderRefused, setReminderRefused] = useState(false);
  const onReminderShown = useCallback(() => setReminderShown(true), []);
  // The browser shows what the server will charge, by the same shared rules; the server prices it again.
  const totals = order ? prescriptionProTotals(order, country, rules) : null;
  usePrescriptionProCart(email, name, order, totals?.subtotal ?? 0, reminderShown && !reminderRefused);

  useEffect(() => {
    if (!order) navigate(PRESCRIPTION_PRO_PATH, { replace: true });
  }, [order, navigate]);

  if (!order || !totals) {
    return (
      <section className="flex min-h-[50vh] items-center justify-center gap-3 px-4">
        <Spinner label="Loading order details" />
        <p>Loading order details...</p>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Button variant="ghost" asChild>
        <Link to={PRESCRIPTION_PRO_PATH}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <h1 className="mt-4 text-4xl font-black sm:text-5xl">Prescription Order Checkout</h1>
      <div className="mt-8 grid gap-6">
        <EligibilityQuestions state={eligibility} />
        <CancellationRights />
      </div>
      <CheckoutSections
        form={form}
        label="Prescription order checkout"
        shippingPence={totals.shipping}
        totalPence={totals.total}
        dispatch={PRESCRIPTION_DISPATCH}
        onSubmit={submit}
        summary={<PrescriptionOrderSummary order={order} totals={totals} />}
        afterContact={
          <BasketReminderChoice
            refused={reminderRefused}
            onRefusedChange={setReminderRefused}
            onShown={onReminderShown}
          />
        }
        payment={
          eligible ? (
            <>
              {system.status === "ready" ? (
                <PaymentSection
                  system={system}
                  amountPence={totals.charge}
                  adapterRef={adapterRef}
                  error={paymentError}
                />
              ) : system.status === "unavailable" ? (
                <p role="alert" className="font-semibold">
                  Payment System Unavailable. Please refresh the page.
                </p>
              ) : (
                <Spinner label="Loading the card form" />
              )}
              {orderError ? (
                <p
                  role="alert"
                  data-testid="order-error"
                  className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
                >
                  {orderError}
                </p>
              ) : null}
              <CompleteOrder totalPence={totals.charge} submitting={submitting} />
            </>
          ) : (
            <p className="text-sm text-zinc-700" data-testid="eligibility-needed">
              {answers
                ? "We cannot take payment for this order: see the answers about the wearer above."
                : "Please answer both questions about the wearer above to pay."}
            </p>
          )
        }
      />
    </section>
  );
}
