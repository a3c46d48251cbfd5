import { lazy } from "react";
import { useAnswersInPage } from "#web/catalogue/catalogue-query.ts";
import { shopSettingsQuery } from "#web/catalogue/shop-settings.ts";
import { AfterFirstView } from "./AfterFirstView.tsx";

const PurchaseInfo = lazy(() => import("./PurchaseInfo.tsx").then((m) => ({ default: m.PurchaseInfo })));

/**
 * PurchaseInfo where it sits below the first view (under a purchase column or a configurator): its code
 * loads once the first view is on screen, in the meantime a box of about its height.
 */
export function DeferredPurchaseInfo({ className = "" }: { className?: string }) {
  // Its answer (delivery and returns) comes with a server-rendered page.
  useAnswersInPage(shopSettingsQuery);
  return (
    <AfterFirstView fallback={<div aria-busy="true" className={`min-h-64 ${className}`} />}>
      <PurchaseInfo className={className} />
    </AfterFirstView>
  );
}
