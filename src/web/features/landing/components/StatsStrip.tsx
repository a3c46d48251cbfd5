import { COMPANY } from "#shared/catalogue.ts";
import { formatPence } from "#shared/money.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import { deliveryChargesPence } from "#shared/shop-info.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";

/**
 * Only what the shop's own records back: its founding year and the policies the admin sets. (Claims like "1000+
 * athletes", "99% satisfaction" and "24/7 support" are not backed: the chat is staffed only when someone is in.)
 */
function stats(rules: ShopSettings) {
  const ukDelivery = deliveryChargesPence(rules).uk;
  return [
    { value: String(COMPANY.founded), label: "founded" },
    { value: ukDelivery === 0 ? "Free" : formatPence(ukDelivery), label: "UK delivery" },
    { value: `${rules.policies.returnsDays} days`, label: "returns" },
    ...(rules.policies.warrantyMonths > 0
      ? [{ value: `${rules.policies.warrantyMonths} months`, label: "guarantee" }]
      : []),
  ];
}

export function StatsStrip({ id }: { id: string }) {
  const rules = useShopRules();
  return (
    <section
      id={id}
      aria-label="The shop in numbers"
      className="scroll-mt-32 md:scroll-mt-44 bg-ember-500 text-ink"
    >
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 text-center sm:px-6 md:grid-cols-4">
        {stats(rules).map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm font-bold tracking-widest uppercase">{stat.label}</dt>
            <dd className="font-display text-4xl font-black">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
