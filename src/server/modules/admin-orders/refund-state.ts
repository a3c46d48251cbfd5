import type { AppContext } from "#server/context.ts";
import { findOrder, refundsOf } from "./repo.ts";

/** An order's status and what its refunds that did not fail add up to: a refund's before and after. */
export async function refundState(ctx: Pick<AppContext, "db">, orderId: number) {
  const [order, refunds] = await Promise.all([findOrder(ctx.db, orderId), refundsOf(ctx.db, orderId)]);
  const counted = refunds.filter((r) => r.status !== "failed");
  return {
    status: order?.status ?? null,
    refundedPence: counted.reduce((sum, r) => sum + r.amountPence, 0),
    refunds: counted.length,
  };
}
