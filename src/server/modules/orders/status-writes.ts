import type { DbOrTx } from "#server/db/client.ts";
import { conflict } from "#server/lib/http-error.ts";
import { canTransition, type OrderKind, type OrderStatus } from "#shared/order-status.ts";
import { markPaid, type PaidWrite } from "./mark-paid.ts";
import {
  type Completed,
  markUnpaid,
  type OrderKey,
  type Received,
  type Settled,
  type StatusWrite,
  UNPAID,
  writeStatus,
} from "./repo.ts";
import { markReview } from "./review-repo.ts";

/**
 * Every write of an order's status passes here, and each one is checked against the transition table
 * (shared/order-status.ts) before its statement runs: the lifecycle decides what a change brings, this
 * file makes sure no writer, however atomic its statement, moves an order along a path the table forbids.
 * A write from a status to itself is a history note. Only this file imports the repo's status writers
 * (status-writes.test.ts checks).
 */

let writes = 0;

/** How many status writes this process has made: what a cache of status counts compares to stay current. */
export const statusWriteCount = (): number => writes;

function allowed(from: readonly OrderStatus[], to: OrderStatus, kind: OrderKind = "standard"): void {
  for (const f of from) {
    if (f !== to && !canTransition(f, to, kind)) throw conflict(`An order cannot go from ${f} to ${to}`);
  }
  writes += 1;
}

/** One change (or a note) on an order whose status the caller read, only if it is still that status. */
export async function recordStatus(tx: DbOrTx, w: StatusWrite): Promise<boolean> {
  allowed([w.from], w.to, w.kind);
  return writeStatus(tx, w);
}

/**
 * The atomic completion of an unpaid order (or of one held for review, by its repayment): it becomes paid,
 * or an order with prescription lenses enters its first stage, which the same unpaid statuses may reach.
 */
export async function payOrder(db: DbOrTx, write: PaidWrite): Promise<Completed | null> {
  allowed(write.source === "repayment" ? ["review"] : UNPAID, "paid");
  return markPaid(db, write);
}

/** An unpaid order failed, cancelled or lapsed, with its holds released. */
export async function settleUnpaid(
  db: DbOrTx,
  key: OrderKey,
  to: "failed" | "cancelled" | "lapsed",
  from: readonly OrderStatus[],
  by: string,
  note: string | null,
): Promise<Settled> {
  allowed(from, to);
  return markUnpaid(db, key, to, from, by, note);
}

/** An unpaid order whose payment took another amount is held for review. */
export async function holdOrder(
  db: DbOrTx,
  paymentIntentId: string,
  by: string,
  note: string,
  received: Received,
): Promise<Awaited<ReturnType<typeof markReview>>> {
  allowed(UNPAID, "review");
  return markReview(db, paymentIntentId, by, note, received);
}
