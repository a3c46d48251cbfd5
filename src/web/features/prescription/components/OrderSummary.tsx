import { formatPence } from "#shared/money.ts";
import type { PriceBreakdown, ResolvedSelection } from "../lib/configurator.ts";

function Row({ label, detail, value }: { label: string; detail?: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="min-w-0">
        {label}
        {detail ? <span className="block text-sm text-zinc-600">{detail}</span> : null}
      </dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

interface OrderSummaryProps {
  resolved: ResolvedSelection;
  price: PriceBreakdown;
  discountCode: string | null;
}

/** Base, lens upgrade, finish, discount and total, all from the shared pricing code. */
export function OrderSummary({ resolved, price, discountCode }: OrderSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-xl border border-zinc-200 bg-white p-5"
    >
      <h2 id="order-summary-heading" className="font-display text-2xl font-bold">
        Order summary
      </h2>
      <dl className="mt-3 divide-y divide-zinc-200">
        <Row label="Base price" detail={resolved.vision?.name} value={formatPence(price.basePence)} />
        <Row
          label="Lens upgrade"
          detail={resolved.lens?.name ?? "Not chosen"}
          value={formatPence(price.lensPence)}
        />
        <Row
          label="Mirror finish"
          detail={resolved.finish?.name ?? "Not chosen"}
          value={resolved.finish && price.finishPence === 0 ? "Free" : formatPence(price.finishPence)}
        />
        {discountCode && price.discountPence > 0 ? (
          <Row label="Discount" detail={discountCode} value={`−${formatPence(price.discountPence)}`} />
        ) : null}
        <div className="flex items-baseline justify-between gap-4 pt-3 text-xl font-black">
          <dt>Total</dt>
          <dd data-testid="configurator-total" aria-live="polite" className="tabular-nums">
            {formatPence(price.totalPence)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
