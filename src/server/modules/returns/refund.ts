import type { AppContext } from "#server/context.ts";
import { badRequest, conflict, notFound } from "#server/lib/http-error.ts";
import { type Actor, findOrder, refundOrder } from "#server/modules/orders/index.ts";
import { formatPence } from "#shared/money.ts";
import { staffReturnStatusText } from "#shared/returns/status.ts";
import type { RefundReturnBody, ReturnMoved } from "#shared/schemas/returns-admin.ts";
import { moved } from "./actions.ts";
import { tellShopper } from "./emails.ts";
import { refundOffer } from "./offer.ts";
import { findReturn, insertHistory, setStatus } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log" | "payments">;

/** A return's refund has one key, so every request for it, however many at once, is the same refund. */
const refundKey = (returnId: number) => `return-${returnId}`;

/**
 * Refunds a received return what the law gives (refundOffer), less any deduction, through the order's refund
 * path: its key is the return's own, so twenty requests at once make one refund at the provider, and the
 * path refuses more than remains of the charge. Then the return becomes refunded, once.
 */
export async function refundReturn(
  ctx: Ctx,
  id: number,
  body: RefundReturnBody,
  actor: Actor,
): Promise<ReturnMoved> {
  const row = await findReturn(ctx.db, id);
  if (!row) throw notFound(`Return ${id} not found`);
  if (row.status === "refunded" || (row.status === "closed" && row.refundId !== null)) return moved(row);
  if (row.status !== "received") {
    throw conflict(
      `Return ${row.returnNumber} is ${staffReturnStatusText(row.status).toLowerCase()}: only a received return can be refunded`,
    );
  }
  const order = await findOrder(ctx.db, { orderId: row.orderId });
  if (!order) throw notFound(`Order ${row.orderId} not found`);
  const offer = await refundOffer(ctx.db, order, row);
  if (body.deductionPence > offer.totalPence) {
    throw badRequest(`The deduction cannot be more than the refund of ${formatPence(offer.totalPence)}`);
  }
  const amountPence = offer.totalPence - body.deductionPence;
  if (amountPence <= 0)
    throw conflict("Nothing is left to refund after the deduction; close the return instead");

  const refund = await refundOrder(ctx, order.id, {
    amountPence,
    reason: `Return ${row.returnNumber}`,
    idempotencyKey: refundKey(row.id),
    actor,
  });
  const done = await ctx.db.transaction(async (tx) => {
    const updated = await setStatus(tx, row.id, "received", {
      status: "refunded",
      refundedPence: amountPence,
      refundId: refund.id,
      deliveryRefundedPence: offer.deliveryPence,
      deductionPence: body.deductionPence,
      deductionReason: body.deductionPence > 0 ? (body.deductionReason ?? null) : null,
    });
    if (updated) {
      const why = `Refunded ${formatPence(amountPence)}`;
      await insertHistory(tx, {
        returnId: row.id,
        fromStatus: "received",
        toStatus: "refunded",
        actor,
        reason: why,
      });
    }
    return updated;
  });
  if (done) await tellShopper(ctx, done, "refunded");
  return moved(done ?? (await findReturn(ctx.db, id)) ?? row);
}
