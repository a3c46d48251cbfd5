import { type AnyColumn, and, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { stockLevels } from "#server/db/schema/index.ts";
import type { StockKey } from "#shared/stock.ts";

const sameOrNone = (column: AnyColumn, value: number | null | undefined) =>
  sql`coalesce(${column}, 0) = ${value ?? 0}`;

/**
 * Returned units put back on the shelf of their variant's tracked level. The caller makes it happen once
 * (a returned line's flag, set in the same transaction). False when the variant is not tracked.
 */
export async function restockUnits(tx: DbOrTx, key: StockKey, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(stockLevels)
    .set({ stock: sql`${stockLevels.stock} + ${quantity}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(stockLevels.productId, key.productId),
        sameOrNone(stockLevels.colorId, key.colorId),
        sameOrNone(stockLevels.sockSizeId, key.sockSizeId),
        sameOrNone(stockLevels.africaColorId, key.africaColorId),
        isNotNull(stockLevels.stock),
      ),
    )
    .returning({ id: stockLevels.id });
  return rows.length > 0;
}
