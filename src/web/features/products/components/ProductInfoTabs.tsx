import { Check } from "lucide-react";
import type { Product } from "#shared/schemas/catalogue.ts";
import { ContentTabs } from "#web/components/ContentTabs.tsx";

function Bullets({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-zinc-600">{empty}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ember-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The product's features and technical specs, from the catalogue. */
export function ProductInfoTabs({ product }: { product: Product }) {
  return (
    <ContentTabs
      label={`${product.name} details`}
      tabs={[
        {
          value: "features",
          label: "Features",
          content: <Bullets items={product.features} empty="No features listed." />,
        },
        {
          value: "specs",
          label: "Technical Specs",
          content: <Bullets items={product.technicalSpecs} empty="No technical specs listed." />,
        },
      ]}
    />
  );
}
