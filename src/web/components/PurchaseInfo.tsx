import { CreditCard, RotateCcw, ShieldCheck, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { dispatchSentence } from "#shared/delivery/dispatch-times.ts";
import { formatPence } from "#shared/money.ts";
import { deliveryChargesPence, PAYMENT_METHODS } from "#shared/shop-info.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";

const chargeText = (pence: number) => (pence === 0 ? "free" : formatPence(pence));

const BRAND_MARKS: Record<(typeof PAYMENT_METHODS.cardBrands)[number], { mark: string; className: string }> =
  {
    Visa: { mark: "VISA", className: "bg-white text-[#1a1f71] italic" },
    Mastercard: { mark: "mastercard", className: "bg-zinc-900 text-white" },
    "American Express": { mark: "AMEX", className: "bg-[#2e77bb] text-white" },
  };

function walletsText(): string | null {
  const names = [
    PAYMENT_METHODS.wallets.applePay ? "Apple Pay" : null,
    PAYMENT_METHODS.wallets.googlePay ? "Google Pay" : null,
  ].filter(Boolean);
  return names.length > 0 ? names.join(" and ") : null;
}

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-zinc-500">
        {icon}
      </span>
      <span>
        <span className="font-semibold text-zinc-900">{title}</span>
        <span className="block text-zinc-600">{children}</span>
      </span>
    </li>
  );
}

export interface PurchaseInfoProps {
  /** The catalogue's product type of what the page sells: its dispatch time is the product's own. */
  productType: string;
  className?: string;
}

/** Delivery, returns, warranty, VAT and payment next to a price: the shop settings' figures, the product's dispatch. */
export function PurchaseInfo({ productType, className = "" }: PurchaseInfoProps) {
  const rules = useShopRules();
  const charges = deliveryChargesPence(rules);
  const policies = rules.policies;
  const wallets = walletsText();
  return (
    <section
      aria-label="Delivery, returns and payment"
      data-testid="purchase-info"
      className={`rounded-xl border border-zinc-200 bg-white p-4 text-sm ${className}`}
    >
      <ul className="grid gap-3">
        <Fact icon={<Truck className="size-5" />} title="Delivery">
          UK: {chargeText(charges.uk)}, {policies.ukDeliveryTime}. Abroad: {chargeText(charges.abroad)},{" "}
          {policies.abroadDeliveryTime}. {dispatchSentence(productType)}
        </Fact>
        <Fact icon={<RotateCcw className="size-5" />} title="Returns">
          {policies.returnsDays}-day returns on non-prescription items (
          <Link to="/terms#returns" className="underline underline-offset-2">
            terms
          </Link>
          ).
        </Fact>
        <Fact icon={<ShieldCheck className="size-5" />} title="Warranty">
          {policies.warrantyMonths > 0
            ? `${policies.warrantyMonths}-month guarantee against manufacturing faults.`
            : "Your statutory rights against faults."}{" "}
          All prices include VAT.
        </Fact>
        <Fact icon={<CreditCard className="size-5" />} title="Secure payment">
          <span className="mt-1 flex flex-wrap items-center gap-1.5">
            {PAYMENT_METHODS.cardBrands.map((brand) => (
              <span
                key={brand}
                role="img"
                title={brand}
                aria-label={brand}
                className={`rounded border border-zinc-300 px-1.5 py-0.5 text-[11px] font-black tracking-tight ${BRAND_MARKS[brand].className}`}
              >
                {BRAND_MARKS[brand].mark}
              </span>
            ))}
            {wallets ? <span>{wallets}</span> : null}
          </span>
        </Fact>
      </ul>
    </section>
  );
}
