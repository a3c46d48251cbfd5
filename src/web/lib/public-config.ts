import type { CompanyDetails } from "#shared/shop-info.ts";

/** Browser-side configuration the server puts in `<meta name="shop-config">`: analytics ids, business details. */
export interface ShopConfig {
  gaMeasurementId?: string;
  adsConversionId?: string;
  /** Unchecked here; read it with companyDetails() (lib/company.ts). */
  company?: CompanyDetails;
}

declare global {
  interface Window {
    __SHOP_CONFIG__?: ShopConfig;
  }
}

export function readShopConfig(doc: Document = document): ShopConfig {
  const content = doc.querySelector('meta[name="shop-config"]')?.getAttribute("content");
  if (!content) return {};
  try {
    const value = JSON.parse(content) as ShopConfig;
    return typeof value === "object" && value !== null ? value : {};
  } catch {
    return {};
  }
}
