import { lazy } from "react";
import { AfterFirstView } from "./AfterFirstView.tsx";
import type { PurchaseInfoProps } from "./PurchaseInfo.tsx";

const PurchaseInfo = lazy(() => import("./PurchaseInfo.tsx").then((m) => ({ default: m.PurchaseInfo })));

/**
 * PurchaseInfo where it sits below the first view (under a purchase column or a configurator): its code
 * loads once the first view is on screen, in the meantime a box of about its height.
 */
export function DeferredPurchaseInfo({ productType, className = "" }: PurchaseInfoProps) {
  return (
    <AfterFirstView fallback={<div aria-busy="true" className={`min-h-64 ${className}`} />}>
      <PurchaseInfo productType={productType} className={className} />
    </AfterFirstView>
  );
}
