import type { sandboxPaymentIntents } from "#server/db/schema/index.ts";
import { statement } from "#server/lib/statement.ts";

/** The sandbox payment provider's SQL: its intents live in the shop's own database. */
export type Row = Pick<
  typeof sandboxPaymentIntents.$inferSelect,
  "id" | "clientSecret" | "amountPence" | "currency" | "status" | "lastError"
>;

const COLUMNS = `id, client_secret AS "clientSecret", amount_pence AS "amountPence", currency, status,
  last_error AS "lastError"`;
export const insertIntent = statement<Row>(
  "sandbox_insert",
  `INSERT INTO sandbox_payment_intents (id, client_secret, amount_pence, currency, status, idempotency_key, metadata)
  VALUES ($1, $2, $3::int, $4, 'requires_payment_method', $5, $6::jsonb)
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
);
export const byKey = statement<Row>(
  "sandbox_by_key",
  `SELECT ${COLUMNS} FROM sandbox_payment_intents WHERE idempotency_key = $1`,
);
export const byId = statement<Row>(
  "sandbox_by_id",
  `SELECT ${COLUMNS} FROM sandbox_payment_intents WHERE id = $1`,
);
export const updateAmount = statement<Row>(
  "sandbox_update_amount",
  `UPDATE sandbox_payment_intents SET amount_pence = $2::int, updated_at = now()
  WHERE id = $1 AND status = ANY($3::text[]) RETURNING ${COLUMNS}`,
);
export const cancel = statement<Row>(
  "sandbox_cancel",
  `UPDATE sandbox_payment_intents SET status = 'canceled', updated_at = now()
  WHERE id = $1 AND status NOT IN ('succeeded', 'canceled') RETURNING ${COLUMNS}`,
);
/** Moves an intent from one of the statuses in $3 when the client secret matches. */
export const transition = statement<Row>(
  "sandbox_transition",
  `UPDATE sandbox_payment_intents
  SET status = $4, last_error = $5::jsonb, card_last4 = coalesce($6, card_last4), updated_at = now()
  WHERE id = $1 AND client_secret = $2 AND status = ANY($3::text[]) RETURNING ${COLUMNS}`,
);
