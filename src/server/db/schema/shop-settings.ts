import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_RETURNS_WORDING, RETURN_POSTAGE_PAYERS } from "#shared/schemas/returns-settings.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";

/** The money rules and the policies the admin sets (one row, id 1): read with the catalogue, priced from by the server. */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey().default(1),
    internationalShippingPence: integer("international_shipping_pence").notNull().default(1000),
    /** ISO codes of the countries that ship free. */
    freeShippingCountries: jsonb("free_shipping_countries").$type<string[]>().notNull().default(["GB"]),
    socksPairsPerGroup: integer("socks_pairs_per_group").notNull().default(3),
    socksGroupPricePence: integer("socks_group_price_pence").notNull().default(1000),
    minimumChargePence: integer("minimum_charge_pence").notNull().default(30),
    ukDeliveryTime: text("uk_delivery_time").notNull().default("1–3 working days after dispatch"),
    abroadDeliveryTime: text("abroad_delivery_time").notNull().default("5–10 working days after dispatch"),
    returnsDays: integer("returns_days").notNull().default(30),
    warrantyMonths: integer("warranty_months").notNull().default(12),
    /** How long an unpaid checkout holds its units and its discount use. */
    holdMinutes: integer("hold_minutes").notNull().default(15),
    holdUnitsPerLine: integer("hold_units_per_line").notNull().default(10),
    /** Units the unpaid checkouts of one client address may hold at a time. */
    holdUnitsPerAddress: integer("hold_units_per_address").notNull().default(20),
    /** Working days a prescription order may wait in one stage before the dashboard counts it as late. */
    prescriptionWaitDays: integer("prescription_wait_days").notNull().default(3),
    /** The seller's details as the owner saved them; null until then, when SHOP_COMPANY_* (or the examples) apply. */
    businessDetails: jsonb("business_details").$type<CompanyDetails | null>(),
    /** Who pays the return postage of a change of mind (a fault's is always the shop's). */
    returnsPostagePayer: text("returns_postage_payer", { enum: RETURN_POSTAGE_PAYERS })
      .notNull()
      .default("shopper"),
    /** Where returns go; null means the business address. */
    returnsAddress: text("returns_address"),
    returnsWording: text("returns_wording").notNull().default(DEFAULT_RETURNS_WORDING),
    /** How long after a shopper leaves a basket (having typed their email) its one reminder goes. */
    basketReminderMinutes: integer("basket_reminder_minutes").notNull().default(180),
  },
  (t) => [
    check("shop_settings_one_row", sql`${t.id} = 1`),
    check("shop_settings_returns_postage_payer", sql`${t.returnsPostagePayer} in ('shopper', 'shop')`),
  ],
);

/** Every admin change to the catalogue or the settings: who, when, what was there and what is now. */
export const catalogueChanges = pgTable(
  "catalogue_changes",
  {
    id: serial("id").primaryKey(),
    admin: text("admin").notNull(),
    kind: text("kind").notNull(),
    itemId: text("item_id"),
    action: text("action").notNull(),
    oldValue: jsonb("old_value").$type<Record<string, unknown> | null>(),
    newValue: jsonb("new_value").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalogue_changes_created_idx").on(t.createdAt)],
);
