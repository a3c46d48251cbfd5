import { lazy } from "react";
import type { Product } from "#shared/schemas/catalogue.ts";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";

/** Below the fold: the tabs (Radix Tabs) load once the page's first view is on screen. */
const ProductInfoTabs = lazy(() =>
  import("./ProductInfoTabs.tsx").then((m) => ({ default: m.ProductInfoTabs })),
);

export function DeferredProductInfoTabs({ product }: { product: Product }) {
  return (
    <AfterFirstView fallback={<div aria-busy="true" className="min-h-80" />}>
      <ProductInfoTabs product={product} />
    </AfterFirstView>
  );
}
