import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    discountType: text("discount_type", { enum: ["percentage", "fixed"] }).notNull(),
    /** Whole percent for percentage codes, pence for fixed codes. */
    discountValue: integer("discount_value").notNull(),
    minimumPurchasePence: integer("minimum_purchase_pence").notNull().default(0),
    maxUses: integer("max_uses"),
    currentUses: integer("current_uses").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_lower_idx").on(sql`lower(${t.code})`),
    check("discount_uses_within_max", sql`${t.maxUses} IS NULL OR ${t.currentUses} <= ${t.maxUses}`),
    check("discount_value_positive", sql`${t.discountValue} > 0`),
    check(
      "discount_percentage_range",
      sql`${t.discountType} <> 'percentage' OR ${t.discountValue} BETWEEN 1 AND 100`,
    ),
  ],
);

/** A use of a code held by one order: `held` while the payment is in progress, then `used` or `released`. */
export const discountReservations = pgTable(
  "discount_reservations",
  {
    id: serial("id").primaryKey(),
    discountCodeId: integer("discount_code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    status: text("status", { enum: ["held", "used", "released"] })
      .notNull()
      .default("held"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** sha256 of the client address that started the checkout: one address may hold only a few uses. */
    holder: text("holder"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_reservations_order_idx").on(t.orderId),
    index("discount_reservations_code_idx").on(t.discountCodeId, t.status),
    index("discount_reservations_held_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'held'`),
  ],
);
