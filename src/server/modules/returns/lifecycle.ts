import type { AppContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import { conflict, notFound } from "#server/lib/http-error.ts";
import {
  canReturnTransition,
  isReturnStatus,
  type ReturnStatus,
  staffReturnStatusText,
} from "#shared/returns/status.ts";
import { tellShopper } from "./emails.ts";
import { insertHistory, lockReturn, type ReturnRow, type ReturnSet, setStatus } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log">;

export interface MoveOptions {
  actor: string;
  reason?: string | null;
  /** Columns written with the change. */
  set?: Omit<ReturnSet, "status">;
  /** Work done under the return's lock, in the change's transaction; it may refuse (throw). */
  step?: (tx: Tx, row: ReturnRow) => Promise<void>;
}

const TOLD: readonly ReturnStatus[] = ["approved", "refused", "received", "refunded"];

/**
 * The one way a return changes status: under its row lock, the state machine decides, the step's records
 * and the history row are written with the change, and the shopper hears of it once. A second request for
 * the same change finds it made and is refused with why.
 */
export async function moveReturn(
  ctx: Ctx,
  id: number,
  to: ReturnStatus,
  opts: MoveOptions,
): Promise<ReturnRow> {
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await lockReturn(tx, id);
    if (!row) throw notFound(`Return ${id} not found`);
    const from = row.status;
    if (!isReturnStatus(from)) throw conflict(`The return has an unknown status "${from}"`);
    if (from === to)
      throw conflict(`Return ${row.returnNumber} is already ${staffReturnStatusText(to).toLowerCase()}`);
    if (!canReturnTransition(from, to)) {
      throw conflict(
        `Return ${row.returnNumber} cannot go from ${staffReturnStatusText(from).toLowerCase()} to ${staffReturnStatusText(to).toLowerCase()}`,
      );
    }
    if (opts.step) await opts.step(tx, row);
    const updated = await setStatus(tx, id, from, { ...opts.set, status: to });
    if (!updated) throw conflict(`Return ${row.returnNumber} changed meanwhile; please reload it`);
    await insertHistory(tx, {
      returnId: id,
      fromStatus: from,
      toStatus: to,
      actor: opts.actor,
      reason: opts.reason,
    });
    return updated;
  });
  if (TOLD.includes(to))
    await tellShopper(ctx, moved, to as "approved" | "refused" | "received" | "refunded");
  return moved;
}
