import { asc, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";

/** Every catalogue table, loaded whole. */
const TABLES = {
  products: s.products,
  colors: s.colors,
  primaryLensTypes: s.primaryLensTypes,
  spareLensTypes: s.spareLensTypes,
  prescriptionLensTypes: s.prescriptionLensTypes,
  finishes: s.finishes,
  visionTypes: s.visionTypes,
  sockSizes: s.sockSizes,
  africaFrames: s.africaFrames,
  africaColors: s.africaColors,
  africaVisionTypes: s.africaVisionTypes,
  africaLensTypes: s.africaLensTypes,
  stockLevels: s.stockLevels,
  testimonials: s.testimonials,
};

type Tables = typeof TABLES;
export type CatalogueRows = { [K in keyof Tables]: Tables[K]["$inferSelect"][] };

/** Stock levels have no admin order (sortOrder), only an id. */
type Listed = PgTable & { id: AnyPgColumn; sortOrder?: AnyPgColumn };

/** In the admin's order, then by id, except vision types, which the pages list from the cheapest. */
const orderOf = (name: string, table: Listed): AnyPgColumn =>
  name === "visionTypes" ? s.visionTypes.basePricePence : table.id;

export async function loadCatalogueRows(db: DbOrTx): Promise<CatalogueRows> {
  const entries = Object.entries(TABLES) as [string, Listed][];
  const results = await Promise.all(
    entries.map(([name, table]) =>
      db
        .select()
        .from(table)
        .orderBy(...(table.sortOrder ? [asc(table.sortOrder)] : []), asc(orderOf(name, table))),
    ),
  );
  return Object.fromEntries(entries.map(([name], i) => [name, results[i]])) as CatalogueRows;
}

export type ShopSettingsRow = typeof s.shopSettings.$inferSelect;

/** The one settings row (migration 0011 inserts it). */
export async function loadShopSettings(db: DbOrTx): Promise<ShopSettingsRow> {
  const [row] = await db.select().from(s.shopSettings).where(eq(s.shopSettings.id, 1));
  if (!row) throw new Error("shop_settings has no row: run the migrations");
  return row;
}
