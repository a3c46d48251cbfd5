import { Lock } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { poundsToPence } from "#shared/money.ts";
import type { CustomerInput } from "#shared/schemas/checkout.ts";
import type { BasketItem } from "#web/basket/basket-types.ts";
import type { CheckoutFormValues } from "../hooks/use-checkout-form.ts";
import type { CheckoutIntent } from "../hooks/use-checkout-intent.ts";
import type { DiscountControls } from "../hooks/use-discount.ts";
import { lineDispatch } from "../lib/line-dispatch.ts";
import { PaymentSection } from "../payment/PaymentSection.tsx";
import type { AdapterRef } from "../payment/types.ts";
import type { PaymentSystem } from "../payment/use-payment-system.ts";
import { CheckoutSections } from "./CheckoutSections.tsx";
import { CompleteOrder } from "./CompleteOrder.tsx";
import { DiscountCard } from "./DiscountCard.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { TotalsBlock } from "./TotalsBlock.tsx";

interface CheckoutReadyProps {
  form: UseFormReturn<CheckoutFormValues, unknown, CustomerInput>;
  items: readonly BasketItem[];
  intent: CheckoutIntent & { checkout: NonNullable<CheckoutIntent["checkout"]> };
  discount: DiscountControls;
  system: Extract<PaymentSystem, { status: "ready" }>;
  adapterRef: AdapterRef;
  submitting: boolean;
  /** A refused card's message, shown beside the card form. */
  paymentError: string | null;
  onSubmit(customer: CustomerInput): Promise<void>;
  /** Shown between the heading and the form (a prescription order's questions about the wearer). */
  before?: ReactNode;
  /** Under the contact fields: the basket reminder's sentence and the box to refuse it. */
  afterContact?: ReactNode;
}

/** The checkout once its payment exists: contact, address, delivery, the summary with totals, then the card. */
export function CheckoutReady(props: CheckoutReadyProps) {
  const { form, items, intent, discount, system, adapterRef, submitting, paymentError, onSubmit, before } =
    props;
  const charge = poundsToPence(intent.checkout.amounts.charge);
  const dispatch = useMemo(() => lineDispatch(items), [items]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-black sm:text-5xl">Checkout</h1>
      {before ? <div className="mt-8 grid gap-6">{before}</div> : null}
      <CheckoutSections
        form={form}
        label="Checkout"
        afterContact={props.afterContact}
        shippingPence={poundsToPence(intent.checkout.amounts.shipping)}
        totalPence={poundsToPence(intent.checkout.amounts.total)}
        dispatch={dispatch}
        onSubmit={onSubmit}
        summary={
          <>
            <OrderSummary items={items} />
            <DiscountCard discount={discount} />
            <TotalsBlock checkout={intent.checkout} updating={intent.updating} />
          </>
        }
        payment={
          <>
            <PaymentSection
              system={system}
              amountPence={charge}
              adapterRef={adapterRef}
              error={paymentError}
            />
            <CompleteOrder totalPence={charge} submitting={submitting} icon={<Lock aria-hidden="true" />} />
          </>
        }
      />
    </section>
  );
}
