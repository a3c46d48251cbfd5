import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { conflict } from "#server/lib/http-error.ts";
import { statement } from "#server/lib/statement.ts";
import { type StockKey, stockKeyOf, variantName } from "#shared/stock.ts";

/**
 * The one home of stock holds, on the pattern of discount holds (orders/holds.ts). A checkout takes its
 * units from the tracked levels in the transaction that records its pending order, with a conditional
 * update (`stock >= qty`, and a CHECK that stock is never negative), never read-then-write: of many buyers
 * of the last units, only as many as there are units get past it. The units stay taken once paid; a payment
 * that fails or lapses, and a paid order cancelled or refunded before it was shipped, gives them back.
 */

/** A line of the order as the holds see it: its variant, how many, and names for a refusal. */
export interface StockLine extends StockKey {
  quantity: number;
  productName: string;
  details: Record<string, unknown>;
}

/**
 * Takes the units of the lines `$lines` (the order items' JSON: product_id, color_id, sock_size_id,
 * africa_color_id, quantity) for the order in CTE `o` from every tracked level (CTEs `sw`, `st`, `sh`). A level that would go
 * below 0 breaks the CHECK `stock_never_negative`, which aborts the whole statement: the order is not
 * recorded and no unit is taken (`isStockShortage`). Concurrent buyers queue on the level's row lock.
 */
export const STOCK_TAKE_SQL = (lines: string, opts: { partial?: boolean } = {}) => `sw AS (
      SELECT x.product_id, x.color_id, x.sock_size_id, x.africa_color_id, sum(x.quantity)::int AS qty
      FROM jsonb_to_recordset(${lines}::jsonb)
        AS x(product_id int, color_id int, sock_size_id int, africa_color_id int, quantity int)
      GROUP BY x.product_id, x.color_id, x.sock_size_id, x.africa_color_id
    ), st AS (
      UPDATE stock_levels s SET stock = s.stock - sw.qty, updated_at = now() FROM sw
      WHERE s.product_id = sw.product_id AND coalesce(s.color_id, 0) = coalesce(sw.color_id, 0)
        AND coalesce(s.sock_size_id, 0) = coalesce(sw.sock_size_id, 0)
        AND coalesce(s.africa_color_id, 0) = coalesce(sw.africa_color_id, 0) AND s.stock IS NOT NULL
        ${opts.partial ? "AND s.stock >= sw.qty" : ""}
      RETURNING s.id, sw.qty
    ), sh AS (
      INSERT INTO stock_reservations (order_id, stock_level_id, quantity)
      SELECT o.id, st.id, st.qty FROM o, st RETURNING id
    )`;

const takeStatement = statement<{ n: number }>(
  "stock_take",
  `WITH o AS (SELECT $1::int AS id), ${STOCK_TAKE_SQL("$2")} SELECT count(*)::int AS n FROM sh`,
);
const takeUnheldStatement = statement<{ n: number }>(
  "stock_take_unheld",
  `WITH o AS (SELECT $1::int AS id WHERE NOT EXISTS (SELECT 1 FROM stock_reservations WHERE order_id = $1::int)),
  ${STOCK_TAKE_SQL(
    `(SELECT coalesce(jsonb_agg(jsonb_build_object('product_id', i.product_id, 'color_id', i.color_id,
      'sock_size_id', i.sock_size_id, 'africa_color_id', i.africa_color_id, 'quantity', i.quantity)), '[]')
      FROM order_items i WHERE i.order_id IN (SELECT id FROM o))`,
    { partial: true },
  )} SELECT count(*)::int AS n FROM sh`,
);
const linesOfOrder = statement<StockLine>(
  "stock_lines_of_order",
  `SELECT product_id AS "productId", color_id AS "colorId", sock_size_id AS "sockSizeId",
    africa_color_id AS "africaColorId", quantity, product_name AS "productName", details
  FROM order_items WHERE order_id = $1::int ORDER BY id`,
);
const holdsAny = statement<{ n: number }>(
  "stock_holds_any",
  "SELECT count(*)::int AS n FROM stock_reservations WHERE order_id = $1::int AND status = 'held'",
);

/** An order's lines as the holds see them, read from its items. */
export const orderStockLines = (db: DbOrTx, orderId: number) => linesOfOrder(db, [orderId]);

/** True when the order holds units now. */
export async function holdsUnits(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await holdsAny(db, [orderId]);
  return (row?.n ?? 0) > 0;
}

/**
 * A paid order that never held its units (its checkout had no email address until the card was paid):
 * takes what is there. The sale is honoured either way. True when any unit was taken.
 */
export async function takeUnheldStock(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await takeUnheldStatement(db, [orderId]);
  return (row?.n ?? 0) > 0;
}

/** The order items' JSON that STOCK_TAKE_SQL reads. */
export function stockLinesJson(lines: readonly StockLine[]): string {
  return JSON.stringify(
    lines.map((l) => ({
      product_id: l.productId,
      color_id: l.colorId,
      sock_size_id: l.sockSizeId,
      africa_color_id: l.africaColorId ?? null,
      quantity: l.quantity,
    })),
  );
}

/** Takes the lines' units for an existing order (a re-priced checkout, inside its transaction). */
export async function takeStock(tx: DbOrTx, orderId: number, lines: readonly StockLine[]): Promise<boolean> {
  const [row] = await takeStatement(tx, [orderId, stockLinesJson(lines)]);
  return (row?.n ?? 0) > 0;
}

/** The error a take raises when a level has fewer units than the basket wants. */
export function isStockShortage(error: unknown): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (
      e.code === "23514" &&
      (e.constraint === "stock_never_negative" || /stock_never_negative/.test(e.message ?? ""))
    ) {
      return true;
    }
  }
  return false;
}

export const levelsOf = statement<{
  productId: number;
  colorId: number | null;
  sockSizeId: number | null;
  africaColorId: number | null;
  stock: number;
}>(
  "stock_levels_of",
  `SELECT s.product_id AS "productId", s.color_id AS "colorId", s.sock_size_id AS "sockSizeId",
    s.africa_color_id AS "africaColorId", s.stock + coalesce((SELECT sum(r.quantity)::int FROM stock_reservations r
      WHERE r.stock_level_id = s.id AND r.order_id = $2::int AND r.status = 'held'), 0) AS stock
  FROM stock_levels s
  JOIN jsonb_to_recordset($1::jsonb) AS x(product_id int, color_id int, sock_size_id int, africa_color_id int)
    ON s.product_id = x.product_id AND coalesce(s.color_id, 0) = coalesce(x.color_id, 0)
    AND coalesce(s.sock_size_id, 0) = coalesce(x.sock_size_id, 0)
    AND coalesce(s.africa_color_id, 0) = coalesce(x.africa_color_id, 0)
  WHERE s.stock IS NOT NULL`,
);

/** The variant's name as the shopper chose it: "Sports Socks (Medium)". */
export function nameOf(line: StockLine): string {
  const d = line.details;
  const africa = d.africaR3D as { colorName?: unknown } | undefined;
  const option = [d.colorName, d.frameColorName, d.sockSizeName, africa?.colorName].find(
    (v) => typeof v === "string",
  );
  return variantName(line.productName, option as string | undefined);
}

/** How many units the lines want of each variant (a variant may be on several lines). */
export function wantedByKey(lines: readonly StockLine[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(stockKeyOf(l), (wanted.get(stockKeyOf(l)) ?? 0) + l.quantity);
  return wanted;
}

/**
 * The 409 naming the first variant with fewer units than the lines want, or null when every one has
 * enough. A re-priced order's own units count as left.
 */
export async function findShortage(db: DbOrTx, lines: readonly StockLine[], orderId: number | null = null) {
  const wanted = wantedByKey(lines);
  const levels = await levelsOf(db, [stockLinesJson(lines), orderId]);
  const short = levels.find((lv) => lv.stock < (wanted.get(stockKeyOf(lv)) ?? 0));
  const line = short ? lines.find((l) => stockKeyOf(l) === stockKeyOf(short)) : undefined;
  if (!short || !line) return null;
  const name = nameOf(line);
  return conflict(
    short.stock <= 0
      ? `Sorry, ${name} is out of stock. Please remove it from your basket.`
      : `Sorry, only ${short.stock} of ${name} left. Please lower the quantity in your basket.`,
  );
}

/**
 * After a take was refused: the 409 naming the variant short of units (the levels are read only to word
 * the message; the refusal itself was the constraint's).
 */
export async function shortageError(db: DbOrTx, lines: readonly StockLine[], orderId: number | null = null) {
  return (
    (await findShortage(db, lines, orderId)) ??
    conflict("Sorry, an item in your basket has just sold out. Please review your basket.")
  );
}

/**
 * Gives back the held units of the orders in CTE `released_for` (CTEs `sr` and `sl`): for composing into
 * the statement that settles an unpaid order. A level no longer tracked gets nothing back.
 */
export const STOCK_RETURN_SQL = `sr AS (
      UPDATE stock_reservations SET status = 'returned'
      WHERE order_id IN (SELECT id FROM released_for) AND status = 'held'
      RETURNING stock_level_id, quantity
    ), sl AS (
      UPDATE stock_levels s SET stock = s.stock + b.qty, updated_at = now()
      FROM (SELECT stock_level_id, sum(quantity)::int AS qty FROM sr GROUP BY stock_level_id) b
      WHERE s.id = b.stock_level_id AND s.stock IS NOT NULL
      RETURNING s.id
    )`;

const returnUnshipped = statement<{ n: number }>(
  "stock_return_unshipped",
  `WITH released_for AS (
    SELECT $1::int AS id WHERE NOT EXISTS (
      SELECT 1 FROM order_status_history WHERE order_id = $1::int AND to_status IN ('shipped', 'delivered')
    )
  ), ${STOCK_RETURN_SQL}
  SELECT count(*)::int AS n FROM sr`,
);

/** A paid order cancelled or refunded: its units go back unless it was ever shipped. True when any did. */
export async function returnStockUnlessShipped(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await returnUnshipped(db, [orderId]);
  return (row?.n ?? 0) > 0;
}

const returnAll = statement<{ n: number }>(
  "stock_return_all",
  `WITH released_for AS (SELECT $1::int AS id), ${STOCK_RETURN_SQL}
  SELECT count(*)::int AS n FROM sr`,
);
const forget = statement("stock_forget", "DELETE FROM stock_reservations WHERE order_id = $1::int");

/**
 * A pending order about to be re-priced: its held units go back and its reservations are forgotten, so
 * the new lines can be reserved in the same transaction. True when any unit went back.
 */
export async function dropReservations(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await returnAll(tx, [orderId]);
  await forget(tx, [orderId]);
  return (row?.n ?? 0) > 0;
}

const retakeStatement = statement<{ n: number }>(
  "stock_retake",
  `WITH back AS (
    SELECT r.id, r.stock_level_id, r.quantity FROM stock_reservations r
    WHERE r.order_id = $1::int AND r.status = 'returned' FOR UPDATE
  ), t AS (
    UPDATE stock_levels s SET stock = s.stock - back.quantity, updated_at = now() FROM back
    WHERE s.id = back.stock_level_id AND s.stock >= back.quantity
    RETURNING back.id
  ), u AS (UPDATE stock_reservations SET status = 'held' WHERE id IN (SELECT id FROM t) RETURNING id)
  SELECT count(*)::int AS n FROM u`,
);

/**
 * An order paid after its units were given back (its payment failed or lapsed, then succeeded): takes them
 * again where they are still there. The sale is honoured either way. True when any unit was taken.
 */
export async function retakeStock(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await retakeStatement(db, [orderId]);
  return (row?.n ?? 0) > 0;
}

/** Levels changed: every instance's catalogue (which carries the stock) is rebuilt. */
export function stockMoved(ctx: Partial<Pick<AppContext, "catalogue">>, moved: boolean): void {
  if (moved) ctx.catalogue?.invalidate();
}
