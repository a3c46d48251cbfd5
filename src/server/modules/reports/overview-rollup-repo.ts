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

/** A day's placed orders: how many, what their cards were charged, and their units. */
export interface DaySales {
  orders: number;
  chargedPence: number;
  units: number;
}

export interface RollupSums {
  /** Each London day of both periods with a placed order. */
  days: Map<string, DaySales>;
  /** Orders to an address: its first ever (`new`), or one with an earlier payment (`again`). */
  customers: PeriodPair<{ new: number; again: number }>;
  /** The period's orders per delivery country, with their charges. */
  countries: { country: string; orders: number; revenuePence: number }[];
  /** The period's orders per discount code, with their discounts. */
  discountCodes: { code: string; uses: number; givenAwayPence: number }[];
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
const num = (v: Big): number => Number(v ?? 0);

function tally(tallies: LineTally[], name: string, units: number, revenuePence: number): void {
  const same = tallies.find((t) => t.name === name);
  if (same) {
    same.units += units;
    same.revenuePence += revenuePence;
  } else {
    tallies.push({ name, units, revenuePence });
  }
}

/**
 * Both periods' placed orders from the daily rollup the payment keeps (`sales_rollup`,
 * orders/sales-rollup.ts), in one read of at most a row per day and thing: every order per day, new and
 * returning addresses per period, and for the period itself per delivery country, discount code, product,
 * frame colour (the shop's or Africa R3D's), lens type (sunglasses' or prescription) and sock size. Names are
 * the catalogue's, whose rows are never deleted; a name shared by two tables (Red, Clear) is one row of a list.
 */
export async function rollupSums(db: DbOrTx, { previousFrom, from, to }: PeriodDays): Promise<RollupSums> {
  const result = await db.execute(sql`
    WITH g AS (
      SELECT r.dimension, r.key, r.day >= ${from}::date AS now,
             CASE WHEN r.dimension = 'all' THEN r.day::text END AS day,
             sum(r.orders)::bigint AS orders, sum(r.units)::bigint AS units,
             sum(r.revenue_pence)::bigint AS pence, sum(r.discount_pence)::bigint AS discount,
             sum(r.charged_pence)::bigint AS charged
      FROM sales_rollup r
      WHERE r.day BETWEEN ${previousFrom}::date AND ${to}::date
        AND (r.dimension IN ('all', 'customer') OR r.day >= ${from}::date)
      GROUP BY r.dimension, r.key, 3, 4
    )
    SELECT g.dimension, g.key, g.now, g.day, g.orders, g.units, g.pence, g.discount, g.charged,
           coalesce(p.name, c.name, ac.name, pl.name, rl.name, s.name) AS name
    FROM g
    LEFT JOIN products p ON g.dimension = 'product' AND p.id::text = g.key
    LEFT JOIN colors c ON g.dimension = 'colour' AND c.id::text = g.key
    LEFT JOIN africa_colors ac ON g.dimension = 'africa_colour' AND ac.id::text = g.key
    LEFT JOIN primary_lens_types pl ON g.dimension = 'lens' AND pl.id::text = g.key
    LEFT JOIN prescription_lens_types rl ON g.dimension = 'prescription_lens' AND rl.id::text = g.key
    LEFT JOIN sock_sizes s ON g.dimension = 'sock' AND s.id::text = g.key`);
  type Row = Record<"orders" | "units" | "pence" | "discount" | "charged", Big> & {
    dimension: string;
    key: string;
    now: boolean;
    day: string | null;
    name: string | null;
  };
  const sums: RollupSums = {
    days: new Map(),
    customers: { current: { new: 0, again: 0 }, previous: { new: 0, again: 0 } },
    countries: [],
    discountCodes: [],
    tallies: { product: [], colour: [], lens: [], sock: [] },
  };
  for (const r of rowsOf<Row>(result)) {
    const orders = num(r.orders);
    const list = LIST_OF[r.dimension];
    if (r.dimension === "all" && r.day !== null) {
      sums.days.set(r.day, { orders, chargedPence: num(r.charged), units: num(r.units) });
    } else if (r.dimension === "customer" && (r.key === "new" || r.key === "again")) {
      sums.customers[r.now ? "current" : "previous"][r.key] += orders;
    } else if (r.dimension === "country") {
      sums.countries.push({ country: r.key, orders, revenuePence: num(r.charged) });
    } else if (r.dimension === "code") {
      sums.discountCodes.push({ code: r.key, uses: orders, givenAwayPence: num(r.discount) });
    } else if (list && r.name !== null) {
      tally(sums.tallies[list], r.name, num(r.units), num(r.pence));
    }
  }
  return sums;
}
