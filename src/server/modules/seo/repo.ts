import { max } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { catalogueChanges } from "#server/db/schema/index.ts";

/** The time of the newest admin change to the catalogue, or null when there is none. */
export async function latestCatalogueChange(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: max(catalogueChanges.createdAt) }).from(catalogueChanges);
  return row?.at ?? null;
}
