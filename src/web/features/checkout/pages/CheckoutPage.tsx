import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import {
  isEligible,
  lineIsPrescription,
  type PrescriptionEligibility,
} from "#shared/prescription/eligibility.ts";
import type { CustomerInput } from "#shared/schemas/checkout.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { basketWith, configurationKey } from "#web/basket/basket-reducer.ts";
import { type BasketItem, toBasketLineInput } from "#web/basket/basket-types.ts";
import { useShopRules, useShopRulesSettled } from "#web/catalogue/shop-settings.ts";
import { CancellationRights } from "#web/eligibility/CancellationRights.tsx";
import { EligibilityQuestions } from "#web/eligibility/EligibilityQuestions.tsx";
import { answersOf, useEligibility } from "#web/eligibility/eligibility-store.ts";
import { BasketLine } from "#web/layout/BasketLine.tsx";
import { BasketReminderChoice } from "../components/BasketReminderChoice.tsx";
import { CheckoutReady } from "../components/CheckoutReady.tsx";
import {
  EmptyCheckout,
  InvalidTotalCheckout,
  PaymentUnavailable,
  PreparingCheckout,
  RefusedBasket,
} from "../components/CheckoutStatus.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { useAbandonedCart } from "../hooks/use-abandoned-cart.ts";
import { useCheckoutForm } from "../hooks/use-checkout-form.ts";
import { useCheckoutIntent } from "../hooks/use-checkout-intent.ts";
import { useCheckoutLines } from "../hooks/use-checkout-lines.ts";
import { useCheckoutSubmit } from "../hooks/use-checkout-submit.ts";
import { useCountrySync } from "../hooks/use-country-sync.ts";
import { useDiscount, validEmail } from "../hooks/use-discount.ts";
import { checkoutNotices } from "../lib/checkout-notices.ts";
import { loadAppliedDiscountCode } from "../lib/checkout-storage.ts";
import { buildPendingOrder, type CheckoutFlow } from "../lib/pending-order.ts";
import type { PaymentAdapter } from "../payment/types.ts";
import { usePaymentSystem } from "../payment/use-payment-system.ts";

export { meta } from "./CheckoutPage.meta.ts";

/** A line made to a prescription, as far as the browser can tell (the server decides by its catalogue). */
const itemIsPrescription = (item: BasketItem) =>
  lineIsPrescription({
    productType: item.product.productType,
    africaPrescriptionOption: item.africaR3DDetails?.prescriptionOption ?? null,
  });

/**
 * /checkout and its aliases. A basket with a line made to a prescription first asks the two questions about
 * the wearer: the payment is made ready only once both are "yes", and a "no" keeps the basket as it is.
 */
export default function CheckoutPage() {
  const [search] = useSearchParams();
  const flow: CheckoutFlow = search.get("product") === "africa-r3d" ? "africa-r3d" : "standard";
  const isPrescriptionOrder = search.toString().toLowerCase().includes("prescription");
  const { items } = useCheckoutLines(flow);
  const eligibility = useEligibility();
  const needsAnswers = items.some(itemIsPrescription);
  if (!needsAnswers) return <CheckoutBody flow={flow} isPrescriptionOrder={isPrescriptionOrder} />;

  const questions = (
    <>
      <EligibilityQuestions state={eligibility} />
      <CancellationRights />
    </>
  );
  const answers = answersOf(eligibility.draft);
  if (!isEligible(answers)) {
    return (
      <section className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-black sm:text-5xl">Checkout</h1>
        {questions}
        {answers ? null : (
          <p className="text-sm text-zinc-700" data-testid="eligibility-needed">
            Please answer both questions to continue to delivery and payment.
          </p>
        )}
        <OrderSummary items={items} />
      </section>
    );
  }
  return (
    <CheckoutBody
      flow={flow}
      isPrescriptionOrder={isPrescriptionOrder}
      eligibility={answers ?? undefined}
      questions={questions}
    />
  );
}

interface CheckoutBodyProps {
  flow: CheckoutFlow;
  isPrescriptionOrder: boolean;
  /** The wearer's answers (both "yes"), sent with a basket holding a prescription line. */
  eligibility?: PrescriptionEligibility;
  /** The questions, shown above the form so an answer can still be changed. */
  questions?: ReactNode;
}

function CheckoutBody({ flow, isPrescriptionOrder, eligibility, questions }: CheckoutBodyProps) {
  const basket = useBasket();
  const { items, source } = useCheckoutLines(flow);
  const lines = useMemo(() => items.map(toBasketLineInput), [items]);
  const rules = useShopRules();
  const settled = useShopRulesSettled();
  const priced = useMemo(() => basketWith([...items], null, rules), [items, rules]);
  const totalPence = priced.total;

  const form = useCheckoutForm();
  const [country, email, name] = useWatch({ control: form.control, name: ["country", "email", "name"] });
  const system = usePaymentSystem();
  const [initialParams] = useState(() => ({
    country: form.getValues("country"),
    discountCode: loadAppliedDiscountCode() ?? basket.discountCode,
    email: validEmail(form.getValues("email")),
  }));
  const intent = useCheckoutIntent(lines, totalPence, initialParams, eligibility ?? null);
  const discount = useDiscount(intent, lines, email);
  useCountrySync(intent, country);
  const [reminderShown, setReminderShown] = useState(false);
  const [reminderRefused, setReminderRefused] = useState(false);
  useAbandonedCart(
    email,
    name,
    items,
    { totalPence, socksSavingPence: priced.socksSaving, settled },
    reminderShown && !reminderRefused,
  );

  const adapterRef = useRef<PaymentAdapter | null>(null);
  const buildPending = useCallback(
    (customer: CustomerInput) => {
      if (!intent.checkout) throw new Error("The payment is not ready");
      return buildPendingOrder({
        flow,
        source,
        customer,
        items,
        checkout: intent.checkout,
        isPrescriptionOrder,
        rules,
      });
    },
    [flow, source, items, intent.checkout, isPrescriptionOrder, rules],
  );
  const { submit, submitting, paymentError } = useCheckoutSubmit({
    intent,
    adapterRef,
    buildPendingOrder: buildPending,
  });

  if (system.status === "unavailable") return <PaymentUnavailable onShown={checkoutNotices.systemError} />;
  if (intent.phase === "empty") return <EmptyCheckout />;
  if (intent.phase === "invalid") return <InvalidTotalCheckout />;
  if (intent.phase === "refused") {
    return (
      <RefusedBasket message={intent.refusal ?? ""} onRetry={intent.retry}>
        {flow === "standard" ? (
          <ul aria-label="Your basket" className="divide-y divide-zinc-200">
            {basket.items.map((item, index) => (
              <BasketLine key={configurationKey(item)} item={item} index={index} />
            ))}
          </ul>
        ) : (
          <Link to="/africa-r3d" className="font-semibold text-ember-700 underline">
            Change your Africa R3D choice
          </Link>
        )}
      </RefusedBasket>
    );
  }
  if (system.status !== "ready" || !intent.checkout || intent.phase !== "ready") {
    return <PreparingCheckout onRetry={intent.retry} />;
  }
  return (
    <CheckoutReady
      form={form}
      items={items}
      intent={{ ...intent, checkout: intent.checkout }}
      discount={discount}
      system={system}
      adapterRef={adapterRef}
      submitting={submitting}
      paymentError={paymentError}
      onSubmit={submit}
      before={questions}
      afterContact={
        <BasketReminderChoice
          refused={reminderRefused}
          onRefusedChange={setReminderRefused}
          onShown={() => setReminderShown(true)}
        />
      }
    />
  );
}
