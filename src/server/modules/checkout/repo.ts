import type { DbOrTx } from "#server/db/client.ts";
import { statement } from "#server/lib/statement.ts";
import type { PricedBasketLine } from "#server/modules/basket-pricing/index.ts";
import { HOLD_SQL } from "#server/modules/orders/index.ts";
import { STOCK_TAKE_SQL } from "#server/modules/stock/index.ts";
import type { Totals } from "#shared/pricing/index.ts";
import type { CustomerDraft } from "#shared/schemas/checkout.ts";
import type { StoredEligibility } from "./priced.ts";

export interface PendingOrder {
  orderType: string;
  customer: CustomerDraft;
  country: string;
  totals: Totals;
  lines: PricedBasketLine[];
  discount: { id: number; code: string } | null;
  provider: string;
  idempotencyKey: string;
  checkoutTokenHash: string;
  details: Record<string, unknown>;
  /** The card minimum the totals were priced with (what a total below it is charged). */
  minimumChargePence: number;
  /** sha256 of the client address: how many uses of a limited code, and units, one address holds is capped. */
  holder: string | null;
  /** How long the checkout holds its discount use (and, with the lapse job, its units). */
  holdMinutes: number;
  /** False until the checkout has an email address: it then takes no units (they are only checked). */
  holdsStock: boolean;
  /** The wearer's answers of a prescription checkout; null for the rest. */
  eligibility: StoredEligibility | null;
}

/** The priced lines (a JSON array) as the items of the order in CTE `o`. */
const INSERT_ITEMS = (
  lines: string,
) => `INSERT INTO order_items (order_id, product_id, product_name, item_type,
      quantity, unit_price_pence, item_total_pence, color_id, primary_lens_type_id, prescription_lens_type_id,
      sock_size_id, africa_color_id, details, needs_prescription)
    SELECT o.id, x.product_id, x.product_name, x.item_type, x.quantity, x.unit_price_pence, x.item_total_pence,
      x.color_id, x.primary_lens_type_id, x.prescription_lens_type_id, x.sock_size_id, x.africa_color_id, x.details,
      x.needs_prescription
    FROM o, jsonb_to_recordset(${lines}::jsonb) AS x(product_id int, product_name text, item_type text,
      quantity int, unit_price_pence int, item_total_pence int, color_id int, primary_lens_type_id int,
      prescription_lens_type_id int, sock_size_id int, africa_color_id int, details jsonb,
      needs_prescription boolean)`;

const insertOrder = statement<{ id: number; stockTaken: number }>(
  "checkout_insert_order",
  `WITH o AS (
    INSERT INTO orders (order_type, status, customer_name, customer_email, customer_phone, customer_address,
      customer_city, customer_postcode, customer_country, subtotal_pence, discount_pence, shipping_pence,
      total_pence, discount_code_id, discount_code, payment_provider, payment_idempotency_key, details,
      checkout_token_hash, needs_prescription, minimum_charge_pence, holder, eligibility_aged_16_or_over,
      eligibility_not_sight_impaired, eligibility_wording_version, eligibility_answered_at)
    VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9::int, $10::int, $11::int, $12::int, $13::int, $14, $15,
      $16, $17::jsonb, $20, $22::boolean, $23::int, $21, $25::boolean, $26::boolean, $27::int, $28::timestamptz)
    RETURNING id
  ), i AS (${INSERT_ITEMS("$18")}), h AS (
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by)
    SELECT o.id, NULL, 'pending', 'storefront' FROM o
  ), r AS (${HOLD_SQL.reserve("$13", "$19", "$21")}), ${STOCK_TAKE_SQL("$24")}
  SELECT id, (SELECT count(*)::int FROM sh) AS "stockTaken" FROM o`,
);

function itemsJson(lines: PricedBasketLine[]): string {
  return JSON.stringify(
    lines.map((l) => ({
      product_id: l.productId,
      product_name: l.productName,
      item_type: l.productType,
      quantity: l.quantity,
      unit_price_pence: l.unitPence,
      item_total_pence: l.lineTotalPence,
      color_id: l.colorId,
      primary_lens_type_id: l.primaryLensTypeId,
      prescription_lens_type_id: l.prescriptionLensTypeId,
      sock_size_id: l.sockSizeId,
      africa_color_id: l.africaColorId,
      details: l.details,
      needs_prescription: l.needsPrescription,
    })),
  );
}

const needsPrescription = (lines: PricedBasketLine[]) => lines.some((l) => l.needsPrescription);

/** The four eligibility columns' values, all null for a checkout without a prescription line. */
const eligibilityParams = (e: StoredEligibility | null) =>
  [
    e?.aged16OrOver ?? null,
    e?.notSightImpaired ?? null,
    e?.version ?? null,
    e?.answeredAt.toISOString() ?? null,
  ] as const;

/**
 * The pending order, its items, its first history row, the discount hold and the stock it takes, in one
 * statement: atomic without an explicit transaction, and one round trip. A level short of units aborts it
 * (`isStockShortage`).
 */
export async function insertPendingOrder(
  db: DbOrTx,
  o: PendingOrder,
): Promise<{ id: number; stockTaken: boolean }> {
  const c = o.customer;
  const items = itemsJson(o.lines);
  const discountId = o.discount?.id ?? null;
  const [row] = await insertOrder(db, [
    o.orderType,
    c.name ?? "",
    c.email ?? "",
    c.phone ?? "",
    c.address ?? "",
    c.city ?? "",
    c.postcode ?? "",
    c.country ?? o.country,
    o.totals.subtotal,
    o.totals.discount,
    o.totals.shipping,
    o.totals.total,
    discountId,
    o.discount?.code ?? null,
    o.provider,
    o.idempotencyKey,
    JSON.stringify(o.details),
    items,
    o.holdMinutes,
    o.checkoutTokenHash,
    o.holder,
    needsPrescription(o.lines),
    o.minimumChargePence,
    o.holdsStock ? items : "[]",
    ...eligibilityParams(o.eligibility),
  ]);
  if (!row) throw new Error("The order was not recorded");
  return { id: row.id, stockTaken: row.stockTaken > 0 };
}

const setIntent = statement(
  "checkout_set_intent",
  "UPDATE orders SET payment_intent_id = $2, client_secret_hash = $3, updated_at = now() WHERE id = $1::int",
);

/** The order's payment, and the hash of its client secret (the proof its storefront calls must show). */
export async function setPaymentIntent(
  db: DbOrTx,
  orderId: number,
  paymentIntentId: string,
  clientSecretHash: string,
): Promise<void> {
  await setIntent(db, [orderId, paymentIntentId, clientSecretHash]);
}

const repriceOrder = statement(
  "checkout_reprice_order",
  `WITH o AS (
    UPDATE orders SET order_type = $2, customer_name = coalesce($3, customer_name),
      customer_email = coalesce($4, customer_email), customer_phone = coalesce($5, customer_phone),
      customer_address = coalesce($6, customer_address), customer_city = coalesce($7, customer_city),
      customer_postcode = coalesce($8, customer_postcode), customer_country = $9,
      subtotal_pence = $10::int, discount_pence = $11::int, shipping_pence = $12::int, total_pence = $13::int,
      discount_code_id = $14::int, discount_code = $15, details = $16::jsonb, needs_prescription = $17::boolean,
      minimum_charge_pence = $18::int, eligibility_aged_16_or_over = $19::boolean,
      eligibility_not_sight_impaired = $20::boolean, eligibility_wording_version = $21::int,
      eligibility_answered_at = $22::timestamptz, updated_at = now()
    WHERE id = $1::int AND status = 'pending'
    RETURNING id
  ), d AS (DELETE FROM order_items WHERE order_id IN (SELECT id FROM o))
  SELECT id FROM o`,
);
const insertItems = statement(
  "checkout_insert_items",
  `WITH o AS (SELECT $1::int AS id) ${INSERT_ITEMS("$2")}`,
);

type RepricedOrder = Omit<
  PendingOrder,
  "provider" | "idempotencyKey" | "checkoutTokenHash" | "holder" | "holdMinutes" | "holdsStock"
>;

/**
 * A pending order re-priced in place: amounts, code, lines (replaced), and the customer fields given
 * (others kept). False when the order is no longer pending.
 */
export async function updatePendingOrder(db: DbOrTx, orderId: number, o: RepricedOrder): Promise<boolean> {
  const c = o.customer;
  const rows = await repriceOrder(db, [
    orderId,
    o.orderType,
    c.name ?? null,
    c.email ?? null,
    c.phone ?? null,
    c.address ?? null,
    c.city ?? null,
    c.postcode ?? null,
    c.country ?? o.country,
    o.totals.subtotal,
    o.totals.discount,
    o.totals.shipping,
    o.totals.total,
    o.discount?.id ?? null,
    o.discount?.code ?? null,
    JSON.stringify(o.details),
    needsPrescription(o.lines),
    o.minimumChargePence,
    ...eligibilityParams(o.eligibility),
  ]);
  if (rows.length === 0) return false;
  await insertItems(db, [orderId, itemsJson(o.lines)]);
  return true;
}

/** How long a re-pricing may hold its checkout before another may take it (a crashed one lets go). */
const REPRICING_LEASE = "30 seconds";
const claimRepricing = statement<{ id: number }>(
  "checkout_claim_repricing",
  `UPDATE orders SET repricing_until = now() + interval '${REPRICING_LEASE}'
  WHERE id = $1::int AND status = 'pending' AND (repricing_until IS NULL OR repricing_until < now())
  RETURNING id`,
);
const endRepricing = statement(
  "checkout_end_repricing",
  "UPDATE orders SET repricing_until = NULL WHERE id = $1::int",
);

/** Claims the checkout for one re-pricing: false while another holds it (or the order is no longer pending). */
export async function claimRepricingOf(db: DbOrTx, orderId: number): Promise<boolean> {
  return (await claimRepricing(db, [orderId])).length > 0;
}

export async function releaseRepricingOf(db: DbOrTx, orderId: number): Promise<void> {
  await endRepricing(db, [orderId]);
}

const setRestored = statement(
  "checkout_set_restored_cart",
  "UPDATE orders SET restored_cart_id = $2::int WHERE id = $1::int AND paid_at IS NULL",
);

/** The cart a reminder's link restored this unpaid checkout from: its payment then counts as the recovery. */
export async function setRestoredCart(db: DbOrTx, orderId: number, cartId: number): Promise<void> {
  await setRestored(db, [orderId, cartId]);
}
