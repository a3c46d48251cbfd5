import type { DbOrTx } from "#server/db/client.ts";
import { cancellationEmail, refundEmail } from "#server/modules/emails/index.ts";
import { returnStockUnlessShipped, stockMoved } from "#server/modules/stock/index.ts";
import type { RefundInfo, RefundStatus } from "#server/providers/payments/index.ts";
import {
  canTransition,
  holdsMoney,
  isOrderStatus,
  type OrderStatus,
  orderKind,
} from "#shared/order-status.ts";
import { creditNoteNumber } from "#shared/schemas/credit-note.ts";
import { storedChargePence } from "./charge.ts";
import { issueCreditNotes } from "./credit-notes-repo.ts";
import { orderEmailInput } from "./email.ts";
import { releaseUse } from "./holds.ts";
import type { LifecycleCtx } from "./lifecycle.ts";
import { creditNotePath, orderToken, publicOrigin } from "./order-link.ts";
import {
  insertRefund,
  isCancellation,
  providerKey,
  type RefundRow,
  type RefundRowStatus,
  recountRefunded,
  refundRowsOf,
  updateRefund,
} from "./refunds-repo.ts";
import { lockOrder, type OrderRow } from "./repo.ts";
import { recordStatus } from "./status-writes.ts";

/**
 * What the card was charged: never more than this can go back. A payment held for review was charged
 * what the provider took.
 */
export const chargeOf = (order: OrderRow) => order.receivedPence ?? storedChargePence(order);

const ROW_STATUS: Record<RefundStatus, RefundRowStatus> = {
  pending: "pending",
  succeeded: "succeeded",
  failed: "failed",
  canceled: "failed",
};

export interface Settled {
  order: OrderRow;
  rows: RefundRow[];
  /** Refunds that succeeded in this pass: each gets its email. */
  succeeded: RefundRow[];
  /** The status the order moved to in this pass, if all of the charge is now back. */
  ended: OrderStatus | null;
}

/** The row a provider refund belongs to: by its provider id, else by the row id we sent in its metadata. */
function rowFor(rows: RefundRow[], refund: RefundInfo): RefundRow | undefined {
  return (
    rows.find((r) => r.providerRefundId === refund.id) ??
    rows.find((r) => r.providerRefundId === null && String(r.id) === refund.metadata.refundId)
  );
}

/** Applies one provider refund to the order's rows; returns the row when it succeeded just now. */
async function apply(
  tx: DbOrTx,
  orderId: number,
  rows: RefundRow[],
  refund: RefundInfo,
  recordUnknown: boolean,
): Promise<RefundRow | null> {
  const status = ROW_STATUS[refund.status];
  const row = rowFor(rows, refund);
  if (!row) {
    if (!recordUnknown || refund.amountPence <= 0) return null;
    const added = await insertRefund(tx, {
      orderId,
      amountPence: refund.amountPence,
      reason: "Refunded at the payment provider",
      actor: "provider",
      idempotencyKey: providerKey(refund.id),
      status,
      providerRefundId: refund.id,
    });
    rows.push(added);
    return status === "succeeded" ? added : null;
  }
  // A list read before the lock may still show as pending a refund that has succeeded since.
  const next = status === "pending" && row.status === "succeeded" ? row.status : status;
  if (next === row.status && row.providerRefundId === refund.id) return null;
  const failure = next === "failed" ? `The payment provider reports the refund as ${refund.status}` : null;
  await updateRefund(tx, row.id, { status: next, providerRefundId: refund.id, failure });
  const was = row.status;
  Object.assign(row, { status: next, providerRefundId: refund.id, failure });
  return next === "succeeded" && was !== "succeeded" ? row : null;
}

/** Once all of the charge is back the order ends cancelled (if a cancellation asked for it and may) or refunded. */
async function endIfAllBack(
  tx: DbOrTx,
  order: OrderRow,
  rows: RefundRow[],
): Promise<{ to: OrderStatus; stockBack: boolean } | null> {
  const from = order.status;
  if (!isOrderStatus(from) || !holdsMoney(from) || order.refundedPence < chargeOf(order)) return null;
  const done = rows.filter((r) => r.status === "succeeded");
  const cancellation = done.find(isCancellation);
  const kind = orderKind(order);
  const to = cancellation && canTransition(from, "cancelled", kind) ? "cancelled" : "refunded";
  const by = cancellation ?? done.at(-1);
  const written = await recordStatus(tx, {
    orderId: order.id,
    from,
    to,
    actor: by?.actor ?? "provider",
    note: by?.reason || null,
    kind,
  });
  if (!written) return null;
  await releaseUse(tx, order.id);
  return { to, stockBack: await returnStockUnlessShipped(tx, order.id) };
}

/** One email per refund, or one for the cancellation, each with its credit note's link; a failed send is in the outbox for the admin. */
async function tell(ctx: LifecycleCtx, s: Settled): Promise<void> {
  if (!s.order.customerEmail) return;
  const to = s.order.customerEmail;
  const input = await orderEmailInput(ctx, s.order);
  const token = orderToken(ctx.config, s.order);
  const noteOf = (row: RefundRow) => {
    if (row.creditNoteNo === null) return null;
    const number = creditNoteNumber(row.creditNoteNo);
    return { number, url: `${publicOrigin(ctx.config)}${creditNotePath(token, number)}` };
  };
  const sends: Promise<unknown>[] = [];
  const cancelled = s.order.status === "cancelled";
  if (s.ended === "cancelled") {
    const back = s.rows.filter((r) => r.status === "succeeded" && isCancellation(r));
    const amount = back.reduce((sum, r) => sum + r.amountPence, 0);
    sends.push(
      cancellationEmail(
        input,
        amount,
        back.flatMap((r) => noteOf(r) ?? []),
      ).then((mail) =>
        ctx.email.send("order_cancelled", { to, ...mail }, { dedupeKey: `cancel:${s.order.id}` }),
      ),
    );
  }
  for (const row of s.succeeded) {
    if (cancelled && isCancellation(row)) continue;
    sends.push(
      refundEmail(input, row.amountPence, s.order.refundedPence, noteOf(row)).then((mail) =>
        ctx.email.send("order_refunded", { to, ...mail }, { dedupeKey: `refund:${row.id}` }),
      ),
    );
  }
  for (const sent of await Promise.allSettled(sends)) {
    if (sent.status === "rejected") {
      ctx.log.error({ err: sent.reason, orderId: s.order.id }, "a refund email could not be queued");
    }
  }
}

/**
 * Under the order's row lock: the provider's refunds settle their rows (a refund nobody here asked for is
 * recorded when `recordUnknown`), refunded_pence becomes the sum of the succeeded ones, and an order with all
 * of its charge back ends refunded or cancelled with its discount use released. Then the shopper is told.
 * Repeating it with the same refunds changes nothing. Null when the order is gone.
 */
export async function settleRefunds(
  ctx: LifecycleCtx,
  orderId: number,
  refunds: RefundInfo[],
  opts: { recordUnknown: boolean },
): Promise<Settled | null> {
  let stockBack = false;
  const settled = await ctx.db.transaction(async (tx): Promise<Settled | null> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return null;
    const rows = await refundRowsOf(tx, orderId);
    const succeeded: RefundRow[] = [];
    for (const refund of refunds) {
      if (refund.paymentIntentId !== order.paymentIntentId) continue;
      const now = await apply(tx, orderId, rows, refund, opts.recordUnknown);
      if (now) succeeded.push(now);
    }
    for (const note of await issueCreditNotes(tx, orderId)) {
      const row = rows.find((r) => r.id === note.id);
      if (row) Object.assign(row, note);
    }
    const counted = { ...order, refundedPence: await recountRefunded(tx, orderId) };
    const end = await endIfAllBack(tx, counted, rows);
    const ended = end?.to ?? null;
    stockBack = end?.stockBack ?? false;
    return { order: { ...counted, status: ended ?? counted.status }, rows, succeeded, ended };
  });
  stockMoved(ctx, stockBack);
  if (settled) await tell(ctx, settled);
  return settled;
}
