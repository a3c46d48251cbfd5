import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { conflict } from "#server/lib/http-error.ts";
import { statement } from "#server/lib/statement.ts";
import type { HoldLimits } from "#shared/schemas/shop-settings.ts";
import { stockKeyOf } from "#shared/stock.ts";
import { levelsOf, nameOf, type StockLine, stockLinesJson, wantedByKey } from "./holds.ts";

/**
 * What one unpaid checkout may hold, so nobody can hold the shop's stock without paying: at most
 * `unitsPerLine` of a tracked variant, and at most `unitsPerAddress` units across the unpaid checkouts
 * of one client address. Untracked variants hold nothing and count for nothing.
 */

const heldBy = statement<{ n: number }>(
  "stock_held_by_holder",
  `SELECT coalesce(sum(r.quantity), 0)::int AS n FROM stock_reservations r JOIN orders o ON o.id = r.order_id
  WHERE o.holder = $1 AND o.status = 'pending' AND r.status = 'held' AND o.id <> coalesce($2::int, 0)`,
);

/**
 * Refuses (409, naming the limit) a take beyond the limits. Inside the transaction that then takes the
 * units: the address's lock makes its concurrent checkouts count one after another.
 */
export async function checkHoldLimits(
  tx: DbOrTx,
  lines: readonly StockLine[],
  limits: HoldLimits,
  holder: string | null,
  orderId: number | null,
): Promise<void> {
  const wanted = wantedByKey(lines);
  const tracked = await levelsOf(tx, [stockLinesJson(lines), orderId]);
  let units = 0;
  for (const level of tracked) {
    const key = stockKeyOf(level);
    const quantity = wanted.get(key) ?? 0;
    units += quantity;
    const line = lines.find((l) => stockKeyOf(l) === key);
    if (quantity > limits.unitsPerLine && line) {
      throw conflict(
        `One order can hold at most ${limits.unitsPerLine} of ${nameOf(line)} while it is being paid. Please lower the quantity in your basket.`,
      );
    }
  }
  if (units === 0 || !holder) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`stock-holder:${holder}`}))`);
  const [row] = await heldBy(tx, [holder, orderId]);
  const held = row?.n ?? 0;
  if (held + units > limits.unitsPerAddress) {
    throw conflict(
      `Unpaid checkouts from your connection already hold ${held} items, and one connection can hold at most ${limits.unitsPerAddress} at a time. Complete or leave a checkout, or try again in ${limits.minutes} minutes.`,
    );
  }
}
