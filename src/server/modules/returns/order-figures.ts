import { sql } from "drizzle-orm";

/**
 * Two columns for a select from orders, each a subquery on the order's own returns (found by their order
 * index), so a page of orders carries them without a query of its own: the units the shop has received back
 * (on returns received, refunded or closed after receipt; merely requested or refused ones left out), and
 * what its returns refunded, delivery included. Written with aliases: a select from one table names its
 * columns unqualified, which inside these subqueries would be the returns' own.
 */
export const orderReturnColumns = () => ({
  unitsReceivedBack: sql<number>`(
    SELECT coalesce(sum(rl.quantity), 0)::int FROM returns r JOIN return_lines rl ON rl.return_id = r.id
    WHERE r.order_id = orders.id AND r.received_at IS NOT NULL)`.mapWith(Number),
  returnRefundedPence: sql<number>`(
    SELECT coalesce(sum(r.refunded_pence), 0)::bigint FROM returns r WHERE r.order_id = orders.id)`.mapWith(
    Number,
  ),
});
