import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";

/** One group of the numbers: a product's variant, a reason, or all of them. */
export interface NumbersRow {
  grouped: "product" | "reason" | "total";
  reason: string | null;
  productId: number | null;
  colorId: number | null;
  sockSizeId: number | null;
  africaColorId: number | null;
  productName: string | null;
  units: number;
  returns: number;
  refundedPence: number;
}

interface Raw extends Omit<NumbersRow, "refundedPence" | "units" | "returns"> {
  units: number | string;
  returns: number | string;
  refundedPence: number | string | bigint;
}

/**
 * The returns requested in [from, until), refused ones left out, summed per product variant, per reason and
 * in all, in one statement. A return's refund is one amount for all its lines, so each line takes the part
 * of it its value bears (rounded down) and the return's first line the pennies left: the products' sums add
 * up to the reasons' and to the total.
 */
export async function returnNumbers(db: DbOrTx, from: Date, until: Date): Promise<NumbersRow[]> {
  const result = await db.execute(sql`
    WITH lines AS (
      SELECT r.id AS return_id, r.reason, rl.id AS line_id, rl.quantity,
             oi.product_id, oi.color_id, oi.sock_size_id, oi.africa_color_id, oi.product_name,
             coalesce(r.refunded_pence, 0)::bigint AS refunded,
             oi.item_total_pence::numeric * rl.quantity / oi.quantity AS value
      FROM returns r
      JOIN return_lines rl ON rl.return_id = r.id
      JOIN order_items oi ON oi.id = rl.order_item_id
      WHERE r.created_at >= ${from.toISOString()}::timestamptz
        AND r.created_at < ${until.toISOString()}::timestamptz
        AND r.status <> 'refused'
    ), shares AS (
      SELECT *,
             CASE WHEN sum(value) OVER own > 0 THEN floor(refunded * value / sum(value) OVER own)::bigint
                  ELSE 0 END AS share,
             min(line_id) OVER own AS first_line
      FROM lines
      WINDOW own AS (PARTITION BY return_id)
    ), settled AS (
      SELECT *,
             share + CASE WHEN line_id = first_line THEN refunded - sum(share) OVER (PARTITION BY return_id) ELSE 0 END
               AS refund_share
      FROM shares
    )
    SELECT CASE WHEN grouping(reason) = 0 THEN 'reason'
                WHEN grouping(product_id) = 0 THEN 'product'
                ELSE 'total' END AS grouped,
           reason, product_id AS "productId", color_id AS "colorId", sock_size_id AS "sockSizeId",
           africa_color_id AS "africaColorId", max(product_name) AS "productName",
           coalesce(sum(quantity), 0)::int AS units,
           count(DISTINCT return_id)::int AS returns,
           coalesce(sum(refund_share), 0)::bigint AS "refundedPence"
    FROM settled
    GROUP BY GROUPING SETS ((product_id, color_id, sock_size_id, africa_color_id), (reason), ())`);
  return rowsOf<Raw>(result).map((r) => ({
    ...r,
    units: Number(r.units),
    returns: Number(r.returns),
    refundedPence: Number(r.refundedPence),
  }));
}
