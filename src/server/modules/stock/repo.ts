import type { DbOrTx } from "#server/db/client.ts";
import { statement } from "#server/lib/statement.ts";
import type { StockUpdate } from "#shared/schemas/stock.ts";

const upsert = statement(
  "stock_upsert",
  `INSERT INTO stock_levels (product_id, color_id, sock_size_id, africa_color_id, stock)
  SELECT x.product_id, x.color_id, x.sock_size_id, x.africa_color_id, x.stock
  FROM jsonb_to_recordset($1::jsonb)
    AS x(product_id int, color_id int, sock_size_id int, africa_color_id int, stock int)
  ON CONFLICT (product_id, (coalesce(color_id, 0)), (coalesce(sock_size_id, 0)), (coalesce(africa_color_id, 0)))
  DO UPDATE SET stock = excluded.stock, updated_at = now()`,
);

/** Sets the levels given, in one statement (all or none). */
export async function setLevels(db: DbOrTx, updates: readonly StockUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const rows = updates.map((u) => ({
    product_id: u.productId,
    color_id: u.colorId,
    sock_size_id: u.sockSizeId,
    africa_color_id: u.africaColorId,
    stock: u.stock,
  }));
  await upsert(db, [JSON.stringify(rows)]);
}
