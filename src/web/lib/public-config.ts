import type { ShopConfig } from "#shared/page-render.ts";
import type { VideoSlot } from "#shared/video-slots.ts";

export type { ShopConfig };

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

let current: ShopConfig = {};

/** Set once at start: from the page's meta tag in the browser, from the server's configuration when rendering. */
export function setShopConfig(config: ShopConfig): void {
  current = config;
  if (typeof window !== "undefined") window.__SHOP_CONFIG__ = config;
}

export const shopConfig = (): ShopConfig => current;

/** The configured same-origin video for a slot, or undefined when the slot has none. */
export function configuredVideo(slot: VideoSlot, config: ShopConfig = current): string | undefined {
  const src = config.videos?.[slot];
  return typeof src === "string" && src.startsWith("/") && !src.startsWith("//") ? src : undefined;
}
