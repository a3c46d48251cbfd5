import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { africaColors, colors, products, sockSizes } from "./catalogue.ts";
import { orders } from "./orders.ts";

/**
 * The stock of one sellable variant: a product, with its colour, sock size or Africa R3D colour where it has
 * one (at most one of them). No row, or a null `stock`, means the variant is not tracked (always sellable).
 */
export const stockLevels = pgTable(
  "stock_levels",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    colorId: integer("color_id").references(() => colors.id),
    sockSizeId: integer("sock_size_id").references(() => sockSizes.id),
    africaColorId: integer("africa_color_id").references(() => africaColors.id),
    stock: integer("stock"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_levels_variant_idx").on(
      t.productId,
      sql`coalesce(${t.colorId}, 0)`,
      sql`coalesce(${t.sockSizeId}, 0)`,
      sql`coalesce(${t.africaColorId}, 0)`,
    ),
    check(
      "stock_one_kind_of_variant",
      sql`num_nonnulls(${t.colorId}, ${t.sockSizeId}, ${t.africaColorId}) <= 1`,
    ),
    check("stock_never_negative", sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);

/** Units one order took from a level: `held` from the checkout on (paid too), `returned` when given back. */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    stockLevelId: integer("stock_level_id")
      .notNull()
      .references(() => stockLevels.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    status: text("status", { enum: ["held", "returned"] })
      .notNull()
      .default("held"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_reservations_order_idx").on(t.orderId, t.status),
    check("stock_reservation_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
