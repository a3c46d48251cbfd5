import { Lock } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { poundsToPence } from "#shared/money.ts";
import type { CustomerInput } from "#shared/schemas/checkout.ts";
import type { BasketItem } from "#web/basket/basket-types.ts";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import type { CheckoutFormValues } from "../hooks/use-checkout-form.ts";
import type { CheckoutIntent } from "../hooks/use-checkout-intent.ts";
import type { DiscountControls } from "../hooks/use-discount.ts";
import { checkoutToasts } from "../lib/checkout-toasts.ts";
import { PaymentSection } from "../payment/PaymentSection.tsx";
import type { AdapterRef } from "../payment/types.ts";
import type { PaymentSystem } from "../payment/use-payment-system.ts";
import { CompleteOrder } from "./CompleteOrder.tsx";
import { DiscountCard } from "./DiscountCard.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { ShippingFields } from "./ShippingFields.tsx";
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
}

/** The checkout once its payment exists: shipping form, card, summary, totals and the discount card. */
export function CheckoutReady(props: CheckoutReadyProps) {
  const { form, items, intent, discount, system, adapterRef, submitting, paymentError, onSubmit } = props;
  const { register, handleSubmit, formState } = form;
  const charge = poundsToPence(intent.checkout.amounts.charge);

  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-black sm:text-5xl">Checkout</h1>
      <form
        noValidate
        aria-label="Checkout"
        onSubmit={handleSubmit(onSubmit)}
        className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="grid content-start gap-8">
          <Card>
            <CardHeader>
              <CardTitle>Shipping details</CardTitle>
            </CardHeader>
            <CardContent>
              <ShippingFields register={register} errors={formState.errors} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
            </CardHeader>
            <CardContent>
              <PaymentSection
                system={system}
                amountPence={charge}
                adapterRef={adapterRef}
                onReady={checkoutToasts.formReady}
                error={paymentError}
              />
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <OrderSummary items={items} />
          <DiscountCard
            register={register}
            countryError={formState.errors.country?.message}
            discount={discount}
          />
          <Card>
            <CardContent className="grid gap-5 pt-6">
              <TotalsBlock checkout={intent.checkout} updating={intent.updating} />
              <CompleteOrder totalPence={charge} submitting={submitting} icon={<Lock aria-hidden="true" />} />
            </CardContent>
          </Card>
        </div>
      </form>
    </section>
  );
}
