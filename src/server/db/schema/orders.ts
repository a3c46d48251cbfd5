import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PRESCRIPTION_STAGES } from "#shared/order-status.ts";

/** Order numbers: never reused, so a number the shopper quotes names one order for good. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 10001 });

/** Credit notes: one per refund that went through, numbered on their own (CN-0001, ...), never reused. */
export const creditNoteSeq = pgSequence("credit_note_seq", { startWith: 1 });

const OPEN_STAGES = sql.raw(PRESCRIPTION_STAGES.map((stage) => `'${stage}'`).join(", "));

/**
 * A prescription order still at one of its stages. The stages are written as literals, not parameters, so
 * the planner can match the partial index below to a query that uses this same condition.
 */
export const atPrescriptionStage = (t: { needsPrescription: AnyColumn; status: AnyColumn }): SQL =>
  sql`${t.needsPrescription} AND ${t.status} IN (${OPEN_STAGES})`;

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** NDR-10001...: given when the order is placed (paid), the only number the shopper sees. */
    orderNumber: text("order_number"),
    orderType: text("order_type").notNull(),
    status: text("status").notNull().default("pending"),
    /** When the order reached its status: how long a prescription order has waited in its stage. */
    statusSince: timestamp("status_since", { withTimezone: true }).notNull().defaultNow(),
    customerName: text("customer_name").notNull().default(""),
    customerEmail: text("customer_email").notNull().default(""),
    customerPhone: text("customer_phone").notNull().default(""),
    customerAddress: text("customer_address").notNull().default(""),
    customerCity: text("customer_city").notNull().default(""),
    customerPostcode: text("customer_postcode").notNull().default(""),
    customerCountry: text("customer_country").notNull().default("GB"),
    subtotalPence: integer("subtotal_pence").notNull(),
    discountPence: integer("discount_pence").notNull().default(0),
    shippingPence: integer("shipping_pence").notNull().default(0),
    totalPence: integer("total_pence").notNull(),
    discountCodeId: integer("discount_code_id"),
    discountCode: text("discount_code"),
    paymentProvider: text("payment_provider").notNull(),
    paymentIntentId: text("payment_intent_id"),
    paymentIdempotencyKey: text("payment_idempotency_key").notNull(),
    /** sha256 of the checkout token the browser holds: it may re-price this pending order and nobody else. */
    checkoutTokenHash: text("checkout_token_hash"),
    /** sha256 of the payment's client secret: the storefront's order-scoped calls must show the secret. */
    clientSecretHash: text("client_secret_hash"),
    refundedPence: integer("refunded_pence").notNull().default(0),
    /**
     * What the provider took when it differed from the charge (the order is then held for review); null when
     * the payment matched.
     */
    receivedPence: integer("received_pence"),
    receivedCurrency: text("received_currency"),
    /** A re-pricing of this checkout holds it until then, so two never interleave with the provider's amount. */
    repricingUntil: timestamp("repricing_until", { withTimezone: true }),
    /** sha256 of the client address that started the checkout: the units one address holds are capped. */
    holder: text("holder"),
    /**
     * A payment held for review: the payment the shopper was asked to make in full (with its client secret's
     * sha256). Once it succeeds it becomes the order's payment, and the short one is refunded.
     */
    repayIntentId: text("repay_intent_id"),
    repaySecretHash: text("repay_secret_hash"),
    /** The short payment the full one replaced (refunded). */
    shortIntentId: text("short_intent_id"),
    /**
     * The card minimum (shop settings) the order was priced with for its payment: a total below it was charged
     * this. Null on orders from before it was kept, which count the processor's 30p.
     */
    minimumChargePence: integer("minimum_charge_pence"),
    /** prescription_pro and africa_r3d selections, kept as chosen for the admin view. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** The newest prescription attached to this order. */
    prescriptionId: integer("prescription_id"),
    /** Set at checkout when a line needs a prescription (prescription-pro, prescription lenses, R3D Rx). */
    needsPrescription: boolean("needs_prescription").notNull().default(false),
    /**
     * The wearer's answers to the eligibility questions of a prescription checkout (true: "yes"), the
     * version of their wording and when they were given. Null on orders without a prescription line.
     */
    eligibilityAged16OrOver: boolean("eligibility_aged_16_or_over"),
    eligibilityNotSightImpaired: boolean("eligibility_not_sight_impaired"),
    eligibilityWordingVersion: integer("eligibility_wording_version"),
    eligibilityAnsweredAt: timestamp("eligibility_answered_at", { withTimezone: true }),
    /** The one reminder to send the prescription, when it went. */
    prescriptionReminderSentAt: timestamp("prescription_reminder_sent_at", { withTimezone: true }),
    /** The abandoned cart whose reminder link this checkout was restored from: paid, it counts as recovered. */
    restoredCartId: integer("restored_cart_id"),
    /** Set with the payment when it marked that cart recovered: the overview counts baskets won back by it. */
    basketRecovered: boolean("basket_recovered").notNull().default(false),
    carrierOrderId: text("carrier_order_id"),
    trackingNumber: text("tracking_number"),
    shippingStatus: text("shipping_status"),
    /** When the confirmation email was queued (with the payment; the outbox row says when it was sent). */
    confirmationEmailSentAt: timestamp("confirmation_email_sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The newest `paid_at` of an earlier placed order to the same address (any case), set with `paid_at`. */
    previousPaidAt: timestamp("previous_paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_payment_intent_idx").on(t.paymentIntentId),
    uniqueIndex("orders_repay_intent_idx").on(t.repayIntentId),
    uniqueIndex("orders_payment_idempotency_idx").on(t.paymentIdempotencyKey),
    uniqueIndex("orders_number_idx").on(t.orderNumber),
    index("orders_created_idx").on(t.createdAt),
    index("orders_placed_created_idx").on(t.createdAt, t.id).where(sql`${t.paidAt} IS NOT NULL`),
    index("orders_email_search_idx").using("btree", sql`lower(${t.customerEmail}) text_pattern_ops`),
    index("orders_name_search_idx").using("btree", sql`lower(${t.customerName}) text_pattern_ops`),
    index("orders_postcode_search_idx").using(
      "btree",
      sql`upper(replace(${t.customerPostcode}, ' ', '')) text_pattern_ops`,
    ),
    // The admin list: a surname search, and counts by status or of placed orders read from the index alone.
    index("orders_last_name_search_idx").using(
      "btree",
      sql`lower(regexp_replace(${t.customerName}, '^.* ', '')) text_pattern_ops`,
    ),
    index("orders_status_type_idx").on(t.status, t.orderType),
    index("orders_prescription_queue_idx").on(t.status, t.statusSince).where(sql`${t.needsPrescription}`),
    // The work queue across all stages, oldest first.
    index("orders_prescription_open_idx").on(t.statusSince, t.id).where(atPrescriptionStage(t)),
    index("orders_pending_holder_idx").on(t.holder).where(sql`${t.status} = 'pending'`),
    index("orders_placed_type_idx").on(t.orderType).where(sql`${t.paidAt} IS NOT NULL`),
    // The VAT report's receipts in the order they were issued, page by page for its CSV.
    index("orders_paid_idx").on(t.paidAt, t.id).where(sql`${t.paidAt} IS NOT NULL`),
    // The overview's prescription orders of a period by their stage now, from the index alone.
    index("orders_prescription_paid_idx")
      .on(t.paidAt, t.status)
      .where(sql`${t.needsPrescription} AND ${t.paidAt} IS NOT NULL`),
    // The payment's previous payment to the same address (the order's `previous_paid_at`).
    index("orders_placed_email_idx")
      .using("btree", sql`lower(${t.customerEmail})`, t.paidAt)
      .where(sql`${t.paidAt} IS NOT NULL`),
    // The overview's returning customers: the orders whose address had paid before, by that payment.
    index("orders_repeat_idx")
      .on(t.previousPaidAt, t.paidAt)
      .where(sql`${t.previousPaidAt} IS NOT NULL AND ${t.customerEmail} <> ''`),
    index("orders_basket_recovered_idx").on(t.paidAt).where(sql`${t.basketRecovered}`),
    index("orders_awaiting_prescription_idx")
      .on(t.paidAt)
      .where(sql`${t.needsPrescription} AND ${t.prescriptionId} IS NULL AND ${t.paidAt} IS NOT NULL`),
    check(
      "orders_amounts_non_negative",
      sql`${t.subtotalPence} >= 0 AND ${t.discountPence} >= 0 AND ${t.totalPence} >= 0`,
    ),
    check("orders_refunded_non_negative", sql`${t.refundedPence} >= 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    productId: integer("product_id").notNull(),
    productName: text("product_name").notNull(),
    itemType: text("item_type").notNull(),
    quantity: integer("quantity").notNull(),
    unitPricePence: integer("unit_price_pence").notNull(),
    itemTotalPence: integer("item_total_pence").notNull(),
    colorId: integer("color_id"),
    primaryLensTypeId: integer("primary_lens_type_id"),
    prescriptionLensTypeId: integer("prescription_lens_type_id"),
    sockSizeId: integer("sock_size_id"),
    /** The Africa R3D colour: with the columns above, the stock level the line takes its units from. */
    africaColorId: integer("africa_color_id"),
    prescriptionId: integer("prescription_id"),
    needsPrescription: boolean("needs_prescription").notNull().default(false),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    changedBy: text("changed_by").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId)],
);

/**
 * Money given back on a paid order. A row is written (pending) before the provider is asked, under the
 * order's row lock, so concurrent refunds can never exceed what was charged; the idempotency key makes a
 * retried request the same refund at the provider.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    amountPence: integer("amount_pence").notNull(),
    reason: text("reason").notNull().default(""),
    actor: text("actor").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    providerRefundId: text("provider_refund_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    failure: text("failure"),
    /** The credit note issued once the refund succeeded: its number in credit_note_seq, and when. */
    creditNoteNo: integer("credit_note_no"),
    creditNoteIssuedAt: timestamp("credit_note_issued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    uniqueIndex("order_refunds_credit_note_idx").on(t.creditNoteNo),
    // The VAT report: a period's credit notes, by when they were issued.
    index("order_refunds_credit_note_issued_idx")
      .on(t.creditNoteIssuedAt, t.orderId, t.amountPence)
      .where(sql`${t.creditNoteNo} IS NOT NULL`),
    uniqueIndex("order_refunds_provider_idx").on(t.providerRefundId),
    uniqueIndex("order_refunds_idempotency_idx").on(t.idempotencyKey),
    check("order_refunds_amount_positive", sql`${t.amountPence} > 0`),
  ],
);

export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
