import type { StockResponse } from "#shared/schemas/stock.ts";
import { type StockKey, type StockState, stockKeyOf, stockState } from "#shared/stock.ts";
import { array, int, nullable, object, type Reader } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";

const readStock: Reader<StockResponse> = object({
  lowStockThreshold: int(),
  levels: array(
    object({
      productId: int(),
      colorId: nullable(int()),
      sockSizeId: nullable(int()),
      africaColorId: nullable(int()),
      stock: int(),
    }),
  ),
});

/** A variant as the storefront names it (options it does not have left out), keyed as the levels are. */
export type VariantKey = Partial<StockKey> & { productId: number };

export const variantKey = (k: VariantKey): string =>
  stockKeyOf({
    productId: k.productId,
    colorId: k.colorId ?? null,
    sockSizeId: k.sockSizeId ?? null,
    africaColorId: k.africaColorId ?? null,
  });

/** GET /api/stock: the tracked variants' levels and the "Only N left" threshold. */
export const stockQuery = catalogueQuery("/api/stock", readStock);

/** Levels change with every sale, so they are fresh for 10 seconds only. */
const STOCK_STALE_MS = 10_000;

/**
 * The stock state of any variant; while the levels load (or if they fail) every variant is "untracked",
 * so a slow answer never blocks a sale: the server refuses a sold-out variant at checkout anyway.
 */
export function useStock(cache?: CacheSettings): (key: VariantKey) => StockState {
  const query = useCatalogue(stockQuery, { staleTime: STOCK_STALE_MS, ...cache });
  const data = query.data;
  const levels = new Map((data?.levels ?? []).map((l) => [stockKeyOf(l), l.stock]));
  return (key) => stockState(levels.get(variantKey(key)), data?.lowStockThreshold ?? 0);
}
