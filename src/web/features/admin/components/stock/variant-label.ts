import type { StockVariant } from "#shared/schemas/stock.ts";
import { stockKeyOf } from "#shared/stock.ts";

/** "Primary+ Sports Sunglasses · Pink", "Sports Socks · Medium", "Africa R3D · Sahara" (an Africa colour). */
export const variantLabel = (v: StockVariant) =>
  [v.productName, v.colorName, v.sockSizeName].filter(Boolean).join(" · ");

export const variantKey = (v: StockVariant) => stockKeyOf(v);
