import type { AppContext } from "#server/context.ts";
import { now } from "#server/lib/clock.ts";
import { badRequest } from "#server/lib/http-error.ts";
import { listItems } from "#server/modules/orders/index.ts";
import { restockUnits, stockMoved } from "#server/modules/stock/index.ts";
import type { ReceiveReturnBody, ReturnMoved } from "#shared/schemas/returns-admin.ts";
import { moved } from "./actions.ts";
import { moveReturn } from "./lifecycle.ts";
import { claimRestock, linesOf, releaseRestock, setCondition } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log">;

/**
 * The goods are back: staff record each line's condition, and resaleable units of a stock-tracked variant
 * go back on the shelf. It all happens under the return's lock with the change to received, and each line's
 * restock is claimed by a flag, so a repeated or concurrent receive restocks nothing more.
 */
export async function receiveReturn(
  ctx: Ctx,
  id: number,
  body: ReceiveReturnBody,
  actor: string,
): Promise<ReturnMoved> {
  let restocked = false;
  const row = await moveReturn(ctx, id, "received", {
    actor,
    set: { receivedAt: now() },
    step: async (tx, current) => {
      const lines = await linesOf(tx, [current.id]);
      const given = new Map(body.lines.map((l) => [l.lineId, l.condition]));
      const unknown = body.lines.find((l) => !lines.some((line) => line.id === l.lineId));
      if (unknown) throw badRequest(`Line ${unknown.lineId} is not part of return ${current.returnNumber}`);
      const missing = lines.find((l) => !given.has(l.id));
      if (missing)
        throw badRequest(`Give the condition of line ${missing.id} of return ${current.returnNumber}`);
      const items = await listItems(tx, current.orderId);
      for (const line of lines) {
        const condition = given.get(line.id);
        if (!condition) continue;
        await setCondition(tx, line.id, condition);
        const item = items.find((i) => i.id === line.orderItemId);
        if (condition !== "resaleable" || !item || item.needsPrescription) continue;
        if (!(await claimRestock(tx, line.id))) continue;
        if (await restockUnits(tx, item, line.quantity)) restocked = true;
        else await releaseRestock(tx, line.id);
      }
    },
  });
  stockMoved(ctx, restocked);
  return moved(row);
}
