import { bigint, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * What the placed orders sold per London day of payment and per thing (`dimension`: `all` with key '' for
 * every order; a delivery country, a discount code, `customer` new or again; a product, a colour of the
 * shop's or of Africa R3D's, a lens type of sunglasses or prescription, a sock size, by its id as text as
 * `key`): orders with it, their units and line totals with it, and those orders' discounts, charges and the VAT
 * their receipts state.
 * Added to by the statement that marks an order paid, once per order; the sales overview reads it.
 */
export const salesRollup = pgTable(
  "sales_rollup",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    orders: integer("orders").notNull(),
    units: integer("units").notNull(),
    revenuePence: bigint("revenue_pence", { mode: "number" }).notNull(),
    discountPence: bigint("discount_pence", { mode: "number" }).notNull(),
    chargedPence: bigint("charged_pence", { mode: "number" }).notNull().default(0),
    vatPence: bigint("vat_pence", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "sales_rollup_pkey", columns: [t.dimension, t.day, t.key] })],
);
