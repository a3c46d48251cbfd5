import { asc } from "drizzle-orm";
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
};

type Tables = typeof TABLES;
export type CatalogueRows = { [K in keyof Tables]: Tables[K]["$inferSelect"][] };

/** Rows by id, except vision types, which the pages list from the cheapest. */
const orderOf = (name: string, table: PgTable & { id: AnyPgColumn }): AnyPgColumn =>
  name === "visionTypes" ? s.visionTypes.basePricePence : table.id;

export async function loadCatalogueRows(db: DbOrTx): Promise<CatalogueRows> {
  const entries = Object.entries(TABLES) as [string, PgTable & { id: AnyPgColumn }][];
  const results = await Promise.all(
    entries.map(([name, table]) =>
      db
        .select()
        .from(table)
        .orderBy(asc(orderOf(name, table))),
    ),
  );
  return Object.fromEntries(entries.map(([name], i) => [name, results[i]])) as CatalogueRows;
}
