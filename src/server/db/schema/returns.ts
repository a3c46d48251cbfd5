import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orderItems, orderRefunds, orders } from "./orders.ts";

/** Return numbers (RET-10001, ...): never reused, so the number a shopper quotes names one return. */
export const returnNumberSeq = pgSequence("return_number_seq", { startWith: 10001 });

/** Goods a shopper sends back: asked for on the order page, or recorded by the shop from a model form. */
export const returns = pgTable(
  "returns",
  {
    id: serial("id").primaryKey(),
    returnNumber: text("return_number").notNull().default(sql`'RET-' || nextval('return_number_seq')`),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    status: text("status").notNull().default("requested"),
    reason: text("reason").notNull(),
    description: text("description").notNull().default(""),
    via: text("via", { enum: ["online", "model_form_email", "model_form_post"] })
      .notNull()
      .default("online"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the goods came back: the law's 14 days to refund run from here. */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedPence: integer("refunded_pence"),
    refundId: integer("refund_id").references(() => orderRefunds.id),
    /** The original delivery charge included in the refund (the whole order came back). */
    deliveryRefundedPence: integer("delivery_refunded_pence").notNull().default(0),
    deductionPence: integer("deduction_pence").notNull().default(0),
    deductionReason: text("deduction_reason"),
    /** Why the shop refused, as the shopper reads it. */
    refusalReason: text("refusal_reason"),
    /** The prepaid label the carrier made when the shop pays the postage: its tracking and the sealed PDF. */
    labelTrackingNumber: text("label_tracking_number"),
    labelStorageKey: text("label_storage_key"),
    /** The one alert to the owner that the refund is overdue. */
    overdueAlertedAt: timestamp("overdue_alerted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("returns_number_idx").on(t.returnNumber),
    index("returns_status_created_idx").on(t.status, t.createdAt),
    index("returns_created_idx").on(t.createdAt),
    index("returns_order_idx").on(t.orderId),
    index("returns_received_idx").on(t.receivedAt).where(sql`${t.status} = 'received'`),
    check(
      "returns_money_non_negative",
      sql`${t.deductionPence} >= 0 AND coalesce(${t.refundedPence}, 0) >= 0`,
    ),
  ],
);

/** The units of one order line in a return, and what staff found when they came back. */
export const returnLines = pgTable(
  "return_lines",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    quantity: integer("quantity").notNull(),
    condition: text("condition", { enum: ["resaleable", "damaged", "faulty"] }),
    /** The units went back on the shelf: set once, in the transaction that restocked them. */
    restocked: boolean("restocked").notNull().default(false),
  },
  (t) => [
    uniqueIndex("return_lines_item_idx").on(t.returnId, t.orderItemId),
    index("return_lines_order_item_idx").on(t.orderItemId),
    check("return_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** A shopper's photo of the fault, in the private file store (sealed like prescription files). */
export const returnPhotos = pgTable(
  "return_photos",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("return_photos_return_idx").on(t.returnId)],
);

export const returnHistory = pgTable(
  "return_history",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("return_history_return_idx").on(t.returnId)],
);
