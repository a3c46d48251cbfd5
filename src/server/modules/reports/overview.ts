import type { AppContext } from "#server/context.ts";
import type { Overview, OverviewFigures, OverviewQuery, RankedRow } from "#shared/schemas/overview.ts";
import { overviewBuckets } from "./overview-buckets.ts";
import { type LineTally, lineSums } from "./overview-lines-repo.ts";
import {
  type Customers,
  customerCounts,
  inOneSnapshot,
  orderSums,
  refundSums,
  reminderSums,
} from "./overview-repo.ts";

type Ctx = Pick<AppContext, "db">;

/** How many rows each ranked list shows. */
export const TOP_ROWS = 10;

const byUnits = (a: RankedRow, b: RankedRow) =>
  b.units - a.units || b.revenuePence - a.revenuePence || a.name.localeCompare(b.name);

const top = (tallies: LineTally[]): RankedRow[] => [...tallies].sort(byUnits).slice(0, TOP_ROWS);

function figures(
  sold: { orders: number; pence: number },
  refundsPence: number,
  units: number,
  customers: Customers,
): OverviewFigures {
  return {
    grossPence: sold.pence,
    refundsPence,
    netPence: sold.pence - refundsPence,
    orders: sold.orders,
    units,
    averageOrderPence: sold.orders === 0 ? 0 : Math.round(sold.pence / sold.orders),
    refundRate: sold.pence === 0 ? 0 : refundsPence / sold.pence,
    ...customers,
  };
}

/**
 * The owner's sales overview of a period of London days and of the as many days just before it: what was
 * sold (orders placed, dated when paid, at what their cards were charged), refunded (credit notes issued in
 * it), to whom and where, per day or week for the chart, and what basket reminders won back. Each figure is
 * one SQL aggregate; the previous period is read in the same statements.
 */
export async function readOverview(ctx: Ctx, query: OverviewQuery): Promise<Overview> {
  const cut = overviewBuckets(query, query.grouping);
  const k = cut.starts.length;
  const from = cut.bounds[k] as Date;
  const instants = { previousFrom: cut.bounds[0] as Date, from, until: cut.bounds[2 * k] as Date };
  const { orders, refunds, lines, customers, reminders } = await inOneSnapshot(ctx.db, async (tx) => ({
    orders: await orderSums(tx, { bounds: cut.bounds, from }),
    refunds: await refundSums(tx, instants),
    lines: await lineSums(tx, { previousFrom: cut.previousFrom, from: query.from, to: query.to }),
    customers: await customerCounts(tx, instants),
    reminders: await reminderSums(tx, from, instants.until),
  }));
  const bucket = (n: number) => orders.buckets.get(n) ?? { orders: 0, pence: 0 };
  const series = cut.starts.map((start, i) => ({
    start,
    revenuePence: bucket(k + i + 1).pence,
    orders: bucket(k + i + 1).orders,
    previousRevenuePence: bucket(i + 1).pence,
    previousOrders: bucket(i + 1).orders,
  }));
  const total = (part: "current" | "previous") => {
    const points = series.map((p) =>
      part === "current"
        ? { orders: p.orders, pence: p.revenuePence }
        : { orders: p.previousOrders, pence: p.previousRevenuePence },
    );
    return points.reduce((s, p) => ({ orders: s.orders + p.orders, pence: s.pence + p.pence }), {
      orders: 0,
      pence: 0,
    });
  };
  return {
    from: query.from,
    to: query.to,
    previousFrom: cut.previousFrom,
    previousTo: cut.previousTo,
    grouping: query.grouping,
    current: figures(total("current"), refunds.current, lines.units.current, customers.current),
    previous: figures(total("previous"), refunds.previous, lines.units.previous, customers.previous),
    series,
    top: {
      products: top(lines.tallies.product),
      colours: top(lines.tallies.colour),
      lensTypes: top(lines.tallies.lens),
      sockSizes: top(lines.tallies.sock),
    },
    discountCodes: [...orders.discountCodes].sort(
      (a, b) => b.uses - a.uses || b.givenAwayPence - a.givenAwayPence || a.code.localeCompare(b.code),
    ),
    countries: [...orders.countries].sort(
      (a, b) => b.orders - a.orders || b.revenuePence - a.revenuePence || a.country.localeCompare(b.country),
    ),
    prescriptionStages: [...orders.prescriptionStages].sort(
      (a, b) => b.orders - a.orders || a.stage.localeCompare(b.stage),
    ),
    reminders,
  };
}
