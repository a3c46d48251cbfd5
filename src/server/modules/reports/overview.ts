import type { AppContext } from "#server/context.ts";
import type { Overview, OverviewFigures, OverviewQuery, RankedRow } from "#shared/schemas/overview.ts";
import { overviewBuckets } from "./overview-buckets.ts";
import {
  inOneSnapshot,
  type PeriodPair,
  prescriptionStages,
  refundSums,
  reminderSums,
  repeatsWithin,
} from "./overview-repo.ts";
import { type DaySales, type LineTally, rollupSums } from "./overview-rollup-repo.ts";

type Ctx = Pick<AppContext, "db">;

/** How many rows each ranked list shows. */
export const TOP_ROWS = 10;

const byUnits = (a: RankedRow, b: RankedRow) =>
  b.units - a.units || b.revenuePence - a.revenuePence || a.name.localeCompare(b.name);

const top = (tallies: LineTally[]): RankedRow[] => [...tallies].sort(byUnits).slice(0, TOP_ROWS);

const NONE: DaySales = { orders: 0, chargedPence: 0, units: 0 };

const add = (a: DaySales, b: DaySales): DaySales => ({
  orders: a.orders + b.orders,
  chargedPence: a.chargedPence + b.chargedPence,
  units: a.units + b.units,
});

/** The days' sales added up per bucket, each bucket running from its first day up to the next's. */
function perBucket(starts: readonly string[], days: Map<string, DaySales>): DaySales[] {
  const sums = starts.map(() => NONE);
  const sorted = [...days.keys()].sort();
  let b = 0;
  for (const day of sorted) {
    if (day < (starts[0] as string)) continue;
    while (b + 1 < starts.length && (starts[b + 1] as string) <= day) b++;
    sums[b] = add(sums[b] as DaySales, days.get(day) as DaySales);
  }
  return sums;
}

function figures(
  sold: DaySales,
  refundsPence: number,
  customers: { newCustomers: number; returningCustomers: number },
): OverviewFigures {
  return {
    grossPence: sold.chargedPence,
    refundsPence,
    netPence: sold.chargedPence - refundsPence,
    orders: sold.orders,
    units: sold.units,
    averageOrderPence: sold.orders === 0 ? 0 : Math.round(sold.chargedPence / sold.orders),
    refundRate: sold.chargedPence === 0 ? 0 : refundsPence / sold.chargedPence,
    ...customers,
  };
}

/**
 * The owner's sales overview of a period of London days and of the as many days just before it: what was
 * sold (orders placed, dated when paid, at what their cards were charged), refunded (credit notes issued in
 * it), to whom and where, per day or week for the chart, and what basket reminders won back. What the payment
 * fixes is read from the daily rollup it keeps; refunds, prescription stages, reminders and the addresses
 * that came back within a period from the orders, each one SQL aggregate over an index.
 */
export async function readOverview(ctx: Ctx, query: OverviewQuery): Promise<Overview> {
  const cut = overviewBuckets(query, query.grouping);
  const k = cut.starts.length;
  const from = cut.bounds[k] as Date;
  const instants = { previousFrom: cut.bounds[0] as Date, from, until: cut.bounds[2 * k] as Date };
  const { rollup, refunds, repeats, stages, reminders } = await inOneSnapshot(ctx.db, async (tx) => ({
    rollup: await rollupSums(tx, { previousFrom: cut.previousFrom, from: query.from, to: query.to }),
    refunds: await refundSums(tx, instants),
    repeats: await repeatsWithin(tx, instants),
    stages: await prescriptionStages(tx, from, instants.until),
    reminders: await reminderSums(tx, from, instants.until),
  }));
  const buckets = perBucket([...cut.previousStarts, ...cut.starts], rollup.days);
  const series = cut.starts.map((start, i) => {
    const now = buckets[k + i] as DaySales;
    const before = buckets[i] as DaySales;
    return {
      start,
      revenuePence: now.chargedPence,
      orders: now.orders,
      previousRevenuePence: before.chargedPence,
      previousOrders: before.orders,
    };
  });
  const total = (part: "current" | "previous") =>
    buckets.slice(part === "current" ? k : 0, part === "current" ? 2 * k : k).reduce(add, NONE);
  const customers = (part: keyof PeriodPair<number>) => ({
    newCustomers: rollup.customers[part].new,
    returningCustomers: rollup.customers[part].again - repeats[part],
  });
  return {
    from: query.from,
    to: query.to,
    previousFrom: cut.previousFrom,
    previousTo: cut.previousTo,
    grouping: query.grouping,
    current: figures(total("current"), refunds.current, customers("current")),
    previous: figures(total("previous"), refunds.previous, customers("previous")),
    series,
    top: {
      products: top(rollup.tallies.product),
      colours: top(rollup.tallies.colour),
      lensTypes: top(rollup.tallies.lens),
      sockSizes: top(rollup.tallies.sock),
    },
    discountCodes: [...rollup.discountCodes].sort(
      (a, b) => b.uses - a.uses || b.givenAwayPence - a.givenAwayPence || a.code.localeCompare(b.code),
    ),
    countries: [...rollup.countries].sort(
      (a, b) => b.orders - a.orders || b.revenuePence - a.revenuePence || a.country.localeCompare(b.country),
    ),
    prescriptionStages: [...stages].sort((a, b) => b.orders - a.orders || a.stage.localeCompare(b.stage)),
    reminders,
  };
}
