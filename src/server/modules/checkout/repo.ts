import type { DbOrTx } from "#server/db/client.ts";
import { statement } from "#server/lib/statement.ts";
import { DISCOUNT_HOLD_MINUTES } from "#shared/catalogue.ts";
import type { Totals } from "#shared/pricing/index.ts";
import type { CustomerDraft } from "#shared/schemas/checkout.ts";
import type { PricedBasketLine } from "../basket-pricing/service.ts";

export interface PendingOrder {
  orderType: string;
  customer: CustomerDraft;
  country: string;
  totals: Totals;
  lines: PricedBasketLine[];
  discount: { id: number; code: string } | null;
  provider: string;
  idempotencyKey: string;
  details: Record<string, unknown>;
}

const insertOrder = statement<{ id: number }>(
  "checkout_insert_order",
  `WITH o AS (
    INSERT INTO orders (order_type, status, customer_name, customer_email, customer_phone, customer_address,
      customer_city, customer_postcode, customer_country, subtotal_pence, discount_pence, shipping_pence,
      total_pence, discount_code_id, discount_code, payment_provider, payment_idempotency_key, details)
    VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9::int, $10::int, $11::int, $12::int, $13::int, $14, $15,
      $16, $17::jsonb)
    RETURNING id
  ), i AS (
    INSERT INTO order_items (order_id, product_id, product_name, item_type, quantity, unit_price_pence,
      item_total_pence, color_id, primary_lens_type_id, prescription_lens_type_id, sock_size_id, details)
    SELECT o.id, x.product_id, x.product_name, x.item_type, x.quantity, x.unit_price_pence, x.item_total_pence,
      x.color_id, x.primary_lens_type_id, x.prescription_lens_type_id, x.sock_size_id, x.details
    FROM o, jsonb_to_recordset($18::jsonb) AS x(product_id int, product_name text, item_type text,
      quantity int, unit_price_pence int, item_total_pence int, color_id int, primary_lens_type_id int,
      prescription_lens_type_id int, sock_size_id int, details jsonb)
  ), h AS (
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by)
    SELECT o.id, NULL, 'pending', 'storefront' FROM o
  ), r AS (
    INSERT INTO discount_reservations (discount_code_id, order_id, status, expires_at)
    SELECT $13::int, o.id, 'held', now() + make_interval(mins => $19::int)
    FROM o WHERE $13::int IS NOT NULL
  )
  SELECT id FROM o`,
);

/**
 * The pending order, its items, its first history row and the discount hold, in one statement: atomic
 * without an explicit transaction, and one round trip.
 */
export async function insertPendingOrder(db: DbOrTx, o: PendingOrder): Promise<number> {
  const c = o.customer;
  const items = JSON.stringify(
    o.lines.map((l) => ({
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
      details: l.details,
    })),
  );
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
    DISCOUNT_HOLD_MINUTES,
  ]);
  if (!row) throw new Error("The order was not recorded");
  return row.id;
}

const setIntent = statement(
  "checkout_set_intent",
  "UPDATE orders SET payment_intent_id = $2, updated_at = now() WHERE id = $1::int",
);

export async function setPaymentIntent(db: DbOrTx, orderId: number, paymentIntentId: string): Promise<void> {
  await setIntent(db, [orderId, paymentIntentId]);
}
