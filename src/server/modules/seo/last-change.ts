import { max } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";
import type { CatalogueSnapshot } from "#server/modules/catalogue/service.ts";

/**
 * When the catalogue last changed: the newest admin change (catalogue_changes) or stock level, whichever
 * is later; `fallback` (the server's start) when neither says. Held per catalogue version.
 */
export function catalogueLastChange(db: Db, fallback: Date) {
  const cache = new WeakMap<CatalogueSnapshot, Promise<Date>>();
  return (snapshot: CatalogueSnapshot): Promise<Date> => {
    let found = cache.get(snapshot);
    if (!found) {
      found = db
        .select({ at: max(s.catalogueChanges.createdAt) })
        .from(s.catalogueChanges)
        .then(([row]) => {
          const stock = snapshot.rows.stockLevels.map((l) => l.updatedAt.getTime());
          const newest = Math.max(row?.at?.getTime() ?? 0, ...stock);
          return newest > 0 ? new Date(newest) : fallback;
        });
      found.catch(() => cache.delete(snapshot));
      cache.set(snapshot, found);
    }
    return found;
  };
}
