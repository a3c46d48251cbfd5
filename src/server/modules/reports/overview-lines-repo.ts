import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";
import type { PeriodInstants, PeriodPair } from "./overview-repo.ts";

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

type Big = number | string | bigint | null;

/**
 * The order lines of both periods' placed orders (the index `order_items_overview_idx` alone, joined to the
 * orders' by id): units per period, and for the period itself per product, frame colour (the shop's or
 * Africa R3D's), lens type (sunglasses' or prescription) and sock size. Names are the catalogue's, whose rows
 * are never deleted; a name shared by two tables (Red, Clear) is one row of the list.
 */
export async function lineSums(db: DbOrTx, { previousFrom, from, until }: PeriodInstants): Promise<LineSums> {
  const since = sql`${from.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    WITH l AS (
      SELECT o.paid_at >= ${since} AS now, i.quantity, i.item_total_pence AS pence,
             CASE WHEN o.paid_at >= ${since} THEN i.product_id END AS product_id,
             CASE WHEN o.paid_at >= ${since} THEN i.color_id END AS color_id,
             CASE WHEN o.paid_at >= ${since} THEN i.africa_color_id END AS africa_color_id,
             CASE WHEN o.paid_at >= ${since} THEN i.primary_lens_type_id END AS primary_lens_type_id,
             CASE WHEN o.paid_at >= ${since} THEN i.prescription_lens_type_id END AS prescription_lens_type_id,
             CASE WHEN o.paid_at >= ${since} THEN i.sock_size_id END AS sock_size_id
      FROM orders o
      JOIN order_items i ON i.order_id = o.id
      WHERE o.paid_at >= ${previousFrom.toISOString()}::timestamptz AND o.paid_at < ${until.toISOString()}::timestamptz
    ), g AS (
      SELECT l.now, l.product_id, l.color_id, l.africa_color_id, l.primary_lens_type_id,
             l.prescription_lens_type_id, l.sock_size_id,
             sum(l.quantity)::bigint AS units, sum(l.pence)::bigint AS pence
      FROM l
      GROUP BY GROUPING SETS ((l.now), (l.product_id), (l.color_id), (l.africa_color_id),
                              (l.primary_lens_type_id), (l.prescription_lens_type_id), (l.sock_size_id))
    )
    SELECT g.now, g.units, g.pence,
           CASE
             WHEN g.product_id IS NOT NULL THEN 'product'
             WHEN g.color_id IS NOT NULL OR g.africa_color_id IS NOT NULL THEN 'colour'
             WHEN g.primary_lens_type_id IS NOT NULL OR g.prescription_lens_type_id IS NOT NULL THEN 'lens'
             WHEN g.sock_size_id IS NOT NULL THEN 'sock'
           END AS dimension,
           coalesce(p.name, c.name, ac.name, pl.name, rl.name, s.name) AS name
    FROM g
    LEFT JOIN products p ON p.id = g.product_id
    LEFT JOIN colors c ON c.id = g.color_id
    LEFT JOIN africa_colors ac ON ac.id = g.africa_color_id
    LEFT JOIN primary_lens_types pl ON pl.id = g.primary_lens_type_id
    LEFT JOIN prescription_lens_types rl ON rl.id = g.prescription_lens_type_id
    LEFT JOIN sock_sizes s ON s.id = g.sock_size_id`);
  type Row = {
    now: boolean | null;
    units: Big;
    pence: Big;
    dimension: LineDimension | null;
    name: string | null;
  };
  const sums: LineSums = {
    units: { current: 0, previous: 0 },
    tallies: { product: [], colour: [], lens: [], sock: [] },
  };
  for (const r of rowsOf<Row>(result)) {
    const units = Number(r.units ?? 0);
    if (r.dimension === null && r.now !== null) {
      sums.units[r.now ? "current" : "previous"] += units;
    } else if (r.dimension !== null && r.name !== null) {
      const list = sums.tallies[r.dimension];
      const same = list.find((t) => t.name === r.name);
      if (same) {
        same.units += units;
        same.revenuePence += Number(r.pence ?? 0);
      } else {
        list.push({ name: r.name, units, revenuePence: Number(r.pence ?? 0) });
      }
    }
  }
  return sums;
}
