import type { Config } from "#server/env.ts";
import {
  businessDetailsOf,
  type CatalogueService,
  type CatalogueSnapshot,
} from "#server/modules/catalogue/index.ts";
import type { ShopConfig } from "#shared/shop-config.ts";
import { browserConfig, type PublicConfig } from "./spa.ts";

/**
 * The browser's configuration per catalogue version: the settings fixed at start and the business details in
 * use with that version. One object per version, so the served head and the rendered page agree and a saved
 * change shows on the next request.
 */
export function shopConfigs(
  config: Config,
  catalogue: CatalogueService,
  fixed: Omit<PublicConfig, "company">,
) {
  const known = new WeakMap<CatalogueSnapshot, ShopConfig>();
  // Without the catalogue (the database is down) the page still goes out, with SHOP_COMPANY_*.
  const unread = browserConfig({ ...fixed, company: businessDetailsOf(null, config) });
  const of = (snapshot: CatalogueSnapshot): ShopConfig => {
    let shop = known.get(snapshot);
    if (!shop) {
      shop = browserConfig({ ...fixed, company: businessDetailsOf(snapshot, config) });
      known.set(snapshot, shop);
    }
    return shop;
  };
  return {
    of,
    now: async (): Promise<ShopConfig> => {
      const snapshot = await catalogue.snapshot().catch(() => null);
      return snapshot ? of(snapshot) : unread;
    },
  };
}
