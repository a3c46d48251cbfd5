import type { Db, DbOrTx } from "#server/db/client.ts";
import type { sandboxRefunds } from "#server/db/schema/index.ts";
import { statement } from "#server/lib/statement.ts";
import { PaymentProviderError, type RefundInfo, type RefundInput, type RefundStatus } from "./types.ts";

type Row = Pick<
  typeof sandboxRefunds.$inferSelect,
  "id" | "paymentIntentId" | "amountPence" | "status" | "metadata"
>;

const COLUMNS = `id, payment_intent_id AS "paymentIntentId", amount_pence AS "amountPence", status, metadata`;

/** The intent's row lock serialises refunds of one payment, so their sum is checked against a settled total. */
const lockIntent = statement<{ status: string; amountPence: number }>(
  "sandbox_refund_lock_intent",
  `SELECT status, amount_pence AS "amountPence" FROM sandbox_payment_intents WHERE id = $1 FOR UPDATE`,
);
const byKey = statement<Row>(
  "sandbox_refund_by_key",
  `SELECT ${COLUMNS} FROM sandbox_refunds WHERE idempotency_key = $1`,
);
const refunded = statement<{ total: number }>(
  "sandbox_refund_total",
  `SELECT coalesce(sum(amount_pence), 0)::int AS total FROM sandbox_refunds
  WHERE payment_intent_id = $1 AND status IN ('pending', 'succeeded')`,
);
const insert = statement<Row>(
  "sandbox_refund_insert",
  `INSERT INTO sandbox_refunds (id, payment_intent_id, amount_pence, status, idempotency_key, metadata)
  VALUES ($1, $2, $3::int, 'succeeded', $4, $5::jsonb)
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
);
const ofIntent = statement<Row>(
  "sandbox_refund_list",
  `SELECT ${COLUMNS} FROM sandbox_refunds WHERE payment_intent_id = $1 ORDER BY created_at DESC, id DESC`,
);

const info = (row: Row): RefundInfo => ({
  id: row.id,
  paymentIntentId: row.paymentIntentId,
  amountPence: row.amountPence,
  status: row.status as RefundStatus,
  metadata: row.metadata,
});

/** Stripe's answer when a key comes back with other parameters. */
function sameRequestOrRefuse(row: Row, input: RefundInput): RefundInfo {
  if (row.paymentIntentId !== input.paymentIntentId || row.amountPence !== input.amountPence) {
    throw new PaymentProviderError(
      "Keys for idempotent requests can only be used with the same parameters they were first used with",
    );
  }
  return info(row);
}

/**
 * A refund by Stripe's rules: a retried key answers with the refund it made; otherwise only a succeeded payment,
 * a positive whole amount, and never more than the payment less its pending and succeeded refunds.
 * Sandbox refunds succeed at once.
 */
export async function createSandboxRefund(db: Db, id: string, input: RefundInput): Promise<RefundInfo> {
  return db.transaction(async (tx) => {
    const [intent] = await lockIntent(tx, [input.paymentIntentId]);
    if (!intent) throw new PaymentProviderError(`No such payment_intent: '${input.paymentIntentId}'`);
    const [existing] = await byKey(tx, [input.idempotencyKey]);
    if (existing) return sameRequestOrRefuse(existing, input);
    if (!Number.isSafeInteger(input.amountPence) || input.amountPence < 1) {
      throw new PaymentProviderError("Refund amount must be a positive whole number of pence");
    }
    if (intent.status !== "succeeded") {
      throw new PaymentProviderError(
        `This PaymentIntent (${input.paymentIntentId}) does not have a successful charge to refund.`,
      );
    }
    const remaining = intent.amountPence - ((await refunded(tx, [input.paymentIntentId]))[0]?.total ?? 0);
    if (input.amountPence > remaining) {
      throw new PaymentProviderError(
        remaining === 0
          ? `Charge for ${input.paymentIntentId} has already been refunded.`
          : `Refund amount (${input.amountPence}p) is greater than unrefunded amount on charge (${remaining}p)`,
      );
    }
    const [row] = await insert(tx, [
      id,
      input.paymentIntentId,
      input.amountPence,
      input.idempotencyKey,
      JSON.stringify(input.metadata),
    ]);
    if (row) return info(row);
    // The key was taken meanwhile by a refund of another payment (same payment would have waited on the lock).
    const [taken] = await byKey(tx, [input.idempotencyKey]);
    if (!taken) throw new PaymentProviderError("Sandbox refund vanished");
    return sameRequestOrRefuse(taken, input);
  });
}

/** Newest first, as Stripe lists them. */
export async function listSandboxRefunds(db: DbOrTx, paymentIntentId: string): Promise<RefundInfo[]> {
  return (await ofIntent(db, [paymentIntentId])).map(info);
}
