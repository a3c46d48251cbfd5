import type { ReactNode } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { WorkingDays } from "#shared/delivery/dispatch-times.ts";
import { formatPence } from "#shared/money.ts";
import type { CustomerInput } from "#shared/schemas/checkout.ts";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import type { CheckoutFormValues } from "../hooks/use-checkout-form.ts";
import { CollapsibleSummary } from "./CollapsibleSummary.tsx";
import { DeliveryEstimateLine } from "./DeliveryEstimateLine.tsx";
import { ShippingFields } from "./ShippingFields.tsx";

interface CheckoutSectionsProps {
  form: UseFormReturn<CheckoutFormValues, unknown, CustomerInput>;
  label: string;
  shippingPence: number;
  totalPence: number;
  /** The dispatch time of each line, for the delivery estimate. */
  dispatch: readonly WorkingDays[];
  /** The summary's content: lines, code, totals (folded on a phone, its total always shown). */
  summary: ReactNode;
  /** The card form and the submit button. */
  payment: ReactNode;
  onSubmit(customer: CustomerInput): unknown;
  /** Under the contact fields (the basket reminder's sentence beside the email). */
  afterContact?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/**
 * Both checkouts' one order on every width: contact, address (country first), delivery method, the
 * summary with its total, then payment, so the total is read before the card is asked for.
 */
export function CheckoutSections(props: CheckoutSectionsProps) {
  const { form, label, shippingPence, totalPence, dispatch, summary, payment, onSubmit } = props;
  const { register, handleSubmit, formState } = form;
  const country = useWatch({ control: form.control, name: "country" });
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={handleSubmit(onSubmit)}
      className="mt-8 grid grid-cols-1 gap-6"
    >
      <Section title="Contact">
        <ShippingFields part="contact" register={register} errors={formState.errors} />
        {props.afterContact}
      </Section>
      <Section title="Delivery address">
        <ShippingFields part="address" register={register} errors={formState.errors} />
      </Section>
      <Section title="Delivery method">
        <p className="flex items-baseline justify-between gap-4" aria-live="polite">
          <span className="font-semibold">Standard tracked delivery</span>
          <span className="tabular-nums">{shippingPence === 0 ? "Free" : formatPence(shippingPence)}</span>
        </p>
        <DeliveryEstimateLine dispatch={dispatch} country={country} />
      </Section>
      <CollapsibleSummary total={formatPence(totalPence)}>{summary}</CollapsibleSummary>
      <Section title="Payment">{payment}</Section>
    </form>
  );
}
