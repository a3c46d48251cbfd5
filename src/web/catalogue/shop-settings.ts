import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readShopSettings } from "./readers.ts";

/** GET /api/shop-settings: the money rules the shared pricing takes (shipping, socks offer, card minimum). */
export const shopSettingsQuery = catalogueQuery("/api/shop-settings", readShopSettings);

const useShopSettings = (cache?: CacheSettings) => useCatalogue(shopSettingsQuery, cache);

/** The settings to price with: the server's, or the migration's defaults until they arrive. */
export function useShopRules(): ShopSettings {
  return useShopSettings().data ?? DEFAULT_SHOP_SETTINGS;
}

/** False while the server's settings are still loading (useShopRules gives the defaults meanwhile). */
export function useShopRulesSettled(): boolean {
  return !useShopSettings().isPending;
}
