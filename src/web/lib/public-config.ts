/** Browser-side configuration the server puts in `<meta name="shop-config">` when analytics ids are set. */
export interface ShopConfig {
  gaMeasurementId?: string;
  adsConversionId?: string;
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
