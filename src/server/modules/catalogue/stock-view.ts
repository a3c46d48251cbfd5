import type { StockResponse } from "#shared/schemas/stock.ts";
import type { CatalogueRows } from "./repo.ts";

/** The storefront's stock list, served from the catalogue's memory like every other list. */
export const STOCK_PATH = "/api/stock";

export function stockView(rows: CatalogueRows["stockLevels"], lowStockThreshold: number): StockResponse {
  const levels = rows.flatMap((r) =>
    r.stock === null
      ? []
      : [
          {
            productId: r.productId,
            colorId: r.colorId,
            sockSizeId: r.sockSizeId,
            africaColorId: r.africaColorId,
            stock: r.stock,
          },
        ],
  );
  return { lowStockThreshold, levels };
}
