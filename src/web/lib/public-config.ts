import type { CompanyDetails } from "#shared/shop-info.ts";
import type { VideoSlot } from "#shared/video-slots.ts";

/** Browser-side configuration the server puts in `<meta name="shop-config">`: analytics ids, business details, videos. */
export interface ShopConfig {
  gaMeasurementId?: string;
  adsConversionId?: string;
  /** Unchecked here; read it with companyDetails() (lib/company.ts). */
  company?: CompanyDetails;
  videos?: Partial<Record<VideoSlot, string>>;
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

/** The configured same-origin video for a slot, or undefined when the slot has none. */
export function configuredVideo(slot: VideoSlot, doc: Document = document): string | undefined {
  const src = readShopConfig(doc).videos?.[slot];
  return typeof src === "string" && src.startsWith("/") && !src.startsWith("//") ? src : undefined;
}
