import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderType: text("order_type").notNull(),
    status: text("status").notNull().default("pending"),
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
    /** prescription_pro and africa_r3d selections, kept as chosen for the admin view. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    prescriptionId: integer("prescription_id"),
    carrierOrderId: text("carrier_order_id"),
    trackingNumber: text("tracking_number"),
    shippingStatus: text("shipping_status"),
    confirmationEmailSentAt: timestamp("confirmation_email_sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_payment_intent_idx").on(t.paymentIntentId),
    uniqueIndex("orders_payment_idempotency_idx").on(t.paymentIdempotencyKey),
    index("orders_created_idx").on(t.createdAt),
    check(
      "orders_amounts_non_negative",
      sql`${t.subtotalPence} >= 0 AND ${t.discountPence} >= 0 AND ${t.totalPence} >= 0`,
    ),
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
    prescriptionId: integer("prescription_id"),
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

export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
