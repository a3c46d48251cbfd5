import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";
import type { PeriodPair } from "./overview-repo.ts";

/** What the lines of a period's placed orders sold, per thing: units and line totals (before the order's discount). */
export interface LineTally {
  name: string;
  units: number;
  revenuePence: number;
}

export type LineDimension = "product" | "colour" | "lens" | "sock";

export interface LineSums {
  units: PeriodPair<number>;
  /** Every product, colour, lens type and sock size sold in the period, named from the catalogue. */
  tallies: Record<LineDimension, LineTally[]>;
}

/** Both periods as London days (both ends included): the previous one's first, the period's first and last. */
export interface PeriodDays {
  previousFrom: string;
  from: string;
  to: string;
}

/** The overview's lists, by the rollup's dimensions (the shop's and Africa R3D's colours are one list). */
const LIST_OF: Record<string, LineDimension> = {
  product: "product",
  colour: "colour",
  africa_colour: "colour",
  lens: "lens",
  prescription_lens: "lens",
  sock: "sock",
};

type Big = number | string | bigint | null;

/**
 * The order lines of both periods' placed orders, from the daily rollup the payment keeps (`sales_rollup`,
 * orders/sales-rollup.ts): units per period, and for the period itself per product, frame colour (the shop's
 * or Africa R3D's), lens type (sunglasses' or prescription) and sock size. Names are the catalogue's, whose
 * rows are never deleted; a name shared by two tables (Red, Clear) is one row of the list.
 */
export async function lineSums(db: DbOrTx, { previousFrom, from, to }: PeriodDays): Promise<LineSums> {
  const result = await db.execute(sql`
    WITH g AS (
      SELECT r.dimension, r.key, r.day >= ${from}::date AS now,
             sum(r.units)::bigint AS units, sum(r.revenue_pence)::bigint AS pence
      FROM sales_rollup r
      WHERE r.day BETWEEN ${previousFrom}::date AND ${to}::date
        AND (r.dimension = 'all' OR r.day >= ${from}::date)
      GROUP BY r.dimension, r.key, 3
    )
    SELECT g.dimension, g.now, g.units, g.pence,
           coalesce(p.name, c.name, ac.name, pl.name, rl.name, s.name) AS name
    FROM g
    LEFT JOIN products p ON g.dimension = 'product' AND p.id::text = g.key
    LEFT JOIN colors c ON g.dimension = 'colour' AND c.id::text = g.key
    LEFT JOIN africa_colors ac ON g.dimension = 'africa_colour' AND ac.id::text = g.key
    LEFT JOIN primary_lens_types pl ON g.dimension = 'lens' AND pl.id::text = g.key
    LEFT JOIN prescription_lens_types rl ON g.dimension = 'prescription_lens' AND rl.id::text = g.key
    LEFT JOIN sock_sizes s ON g.dimension = 'sock' AND s.id::text = g.key`);
  type Row = { dimension: string; now: boolean; units: Big; pence: Big; name: string | null };
  const sums: LineSums = {
    units: { current: 0, previous: 0 },
    tallies: { product: [], colour: [], lens: [], sock: [] },
  };
  for (const r of rowsOf<Row>(result)) {
    const units = Number(r.units ?? 0);
    const list = LIST_OF[r.dimension];
    if (r.dimension === "all") {
      sums.units[r.now ? "current" : "previous"] += units;
    } else if (list && r.name !== null) {
      const tallies = sums.tallies[list];
      const same = tallies.find((t) => t.name === r.name);
      if (same) {
        same.units += units;
        same.revenuePence += Number(r.pence ?? 0);
      } else {
        tallies.push({ name: r.name, units, revenuePence: Number(r.pence ?? 0) });
      }
    }
  }
  return sums;
}
