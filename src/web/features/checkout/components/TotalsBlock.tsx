import { formatDecimal, poundsToPence } from "#shared/money.ts";
import type { CheckoutResponse } from "#shared/schemas/checkout.ts";

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between pt-2 text-lg font-black" : "flex justify-between"}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The server's amounts for the current payment (the browser shows what the server computed). */
export function TotalsBlock({ checkout, updating }: { checkout: CheckoutResponse; updating: boolean }) {
  const { amounts, discount } = checkout;
  const hasDiscount = poundsToPence(amounts.discount) > 0;
  return (
    <div aria-live="polite" aria-busy={updating} className={updating ? "opacity-60" : undefined}>
      <dl className="grid gap-2 text-sm" data-testid="checkout-totals">
        <Row label="Subtotal" value={formatDecimal(amounts.subtotal)} />
        {hasDiscount ? (
          <Row
            label={`Discount${discount ? ` (${discount.code})` : ""}`}
            value={`-${formatDecimal(amounts.discount)}`}
          />
        ) : null}
        <Row label="Shipping" value={formatDecimal(amounts.shipping)} />
        <div className="border-t border-zinc-200" />
        <Row label="Total" value={formatDecimal(amounts.total)} strong />
        {amounts.charge !== amounts.total ? (
          <Row label="Minimum card payment" value={formatDecimal(amounts.charge)} />
        ) : null}
      </dl>
      {updating ? <p className="mt-2 text-xs text-zinc-600">Updating your total...</p> : null}
    </div>
  );
}
