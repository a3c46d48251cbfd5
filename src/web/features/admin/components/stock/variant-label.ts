import type { StockVariant } from "#shared/schemas/stock.ts";

/** "Primary+ Sports Sunglasses · Pink", "Sports Socks · Medium". */
export const variantLabel = (v: StockVariant) =>
  [v.productName, v.colorName, v.sockSizeName].filter(Boolean).join(" · ");

export const variantKey = (v: StockVariant) => `${v.productId}:${v.colorId ?? 0}:${v.sockSizeId ?? 0}`;
