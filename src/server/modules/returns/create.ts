import type { AppContext } from "#server/context.ts";
import { badRequest, conflict, notFound } from "#server/lib/http-error.ts";
import { lockOrder, type OrderRow } from "#server/modules/orders/index.ts";
import { windowOf } from "#shared/returns/eligibility.ts";
import type { ReturnReason, ReturnVia } from "#shared/returns/reasons.ts";
import type { ReturnStatus } from "#shared/returns/status.ts";
import type { ReturnLineInput } from "#shared/schemas/returns.ts";
import { type OrderReturnFacts, orderReturnFacts } from "./eligibility.ts";
import { tellShopper } from "./emails.ts";
import { type CheckedPhoto, storePhotos } from "./form.ts";
import { insertHistory, insertLines, insertPhotos, insertReturn, type ReturnRow } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log" | "storage">;

export interface ReturnRequest {
  reason: ReturnReason;
  description: string;
  /** Left out: every unit of the order not already in a return. */
  lines?: ReturnLineInput[];
  via: ReturnVia;
  actor: string;
  /** The day the rules are judged on: now, or when a posted form was sent. */
  judgedAt: Date;
  photos?: CheckedPhoto[];
  /** The status the return starts in (a cancellation by model form needs no approval). */
  startsAt?: Extract<ReturnStatus, "requested" | "approved">;
}

/** Why these lines cannot go back for this reason, or the lines (all that remain when none were named). */
function checkLines(order: OrderRow, facts: OrderReturnFacts, request: ReturnRequest): ReturnLineInput[] {
  const number = order.orderNumber ?? `#${order.id}`;
  if (facts.eligibility.message) throw conflict(facts.eligibility.message);
  const lines =
    request.lines ??
    facts.eligibility.lines
      .filter((l) => l.returnable > 0)
      .map((l) => ({ itemId: l.itemId, quantity: l.returnable }));
  if (lines.length === 0) throw conflict(`Every item of order ${number} is already in a return`);
  for (const line of lines) {
    const found = windowOf(facts.eligibility, line.itemId, request.reason);
    if (!found) throw badRequest(`Item ${line.itemId} is not part of order ${number}`);
    const name = facts.items.find((i) => i.id === line.itemId)?.productName ?? "this item";
    const { line: eligible, window } = found;
    if (eligible.returnable === 0) throw conflict(`${name}: ${window.message}`);
    if (line.quantity > eligible.returnable) {
      throw badRequest(`Only ${eligible.returnable} of ${name} can be returned, not ${line.quantity}`);
    }
    if (!window.allowed) throw conflict(`${name}: ${window.message}`);
  }
  return lines;
}

/**
 * A new return of an order's lines. Under the order's row lock the lines are judged against what is already
 * in other returns, so two requests at once can never send back more than was bought. Photos are stored
 * first and removed again if the return is refused.
 */
export async function createReturn(ctx: Ctx, orderId: number, request: ReturnRequest): Promise<ReturnRow> {
  const { stored, discard } = await storePhotos(ctx, request.photos ?? []);
  let created: ReturnRow;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound(`Order ${orderId} not found`);
      const facts = await orderReturnFacts(ctx, tx, order, request.judgedAt);
      const lines = checkLines(order, facts, request);
      const status = request.startsAt ?? "requested";
      const row = await insertReturn(tx, {
        orderId,
        reason: request.reason,
        description: request.description,
        via: request.via,
        status,
      });
      await insertLines(tx, row.id, lines);
      await insertPhotos(tx, row.id, stored);
      await insertHistory(tx, {
        returnId: row.id,
        fromStatus: null,
        toStatus: "requested",
        actor: request.actor,
      });
      if (status === "approved") {
        const note = "A cancellation the shopper sent by the model form";
        await insertHistory(tx, {
          returnId: row.id,
          fromStatus: "requested",
          toStatus: "approved",
          actor: request.actor,
          reason: note,
        });
      }
      return row;
    });
  } catch (error) {
    await discard();
    throw error;
  }
  await tellShopper(ctx, created, "requested");
  if (created.status === "approved") await tellShopper(ctx, created, "approved");
  return created;
}
