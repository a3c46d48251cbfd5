import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { listItems, type OrderItemRow, type OrderRow } from "#server/modules/orders/index.ts";
import { isPaidStatus } from "#shared/order-status.ts";
import { type OrderEligibility, returnEligibility } from "#shared/returns/eligibility.ts";
import { returnedUnits, shippingDates } from "./repo.ts";

type Ctx = Pick<AppContext, "catalogue">;

/** The shop's change-of-mind window (shop settings), which the rules never let below the legal 14 days. */
export async function returnsDays(ctx: Ctx): Promise<number> {
  return (ctx.catalogue.loaded() ?? (await ctx.catalogue.snapshot())).settings.policies.returnsDays;
}

export interface OrderReturnFacts {
  items: OrderItemRow[];
  returned: Map<number, number>;
  eligibility: OrderEligibility;
}

/** What each line of the order may still send back, and for which reasons, as of `now`. */
export async function orderReturnFacts(
  ctx: Ctx,
  db: DbOrTx,
  order: OrderRow,
  now: Date,
): Promise<OrderReturnFacts> {
  const [items, returned, dates, days] = await Promise.all([
    listItems(db, order.id),
    returnedUnits(db, order.id),
    shippingDates(db, order.id),
    returnsDays(ctx),
  ]);
  const eligibility = returnEligibility(
    {
      status: order.status,
      paid: order.paidAt !== null && (isPaidStatus(order.status) || order.status === "refunded"),
      ...dates,
      country: order.customerCountry,
    },
    items.map((item) => ({
      id: item.id,
      kind: item.needsPrescription ? "prescription" : "stock",
      quantity: item.quantity,
      returned: returned.get(item.id) ?? 0,
    })),
    { now, returnsDays: days },
  );
  return { items, returned, eligibility };
}
