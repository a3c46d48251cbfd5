import type { AppContext } from "#server/context.ts";
import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { latestCatalogueChange } from "./repo.ts";

/**
 * When the catalogue last changed: the newest admin change (catalogue_changes) or stock level, whichever
 * is later; `fallback` (the server's start) when neither says. Held per catalogue version.
 */
export function catalogueLastChange(ctx: Pick<AppContext, "db">, fallback: Date) {
  const cache = new WeakMap<CatalogueSnapshot, Promise<Date>>();
  return (snapshot: CatalogueSnapshot): Promise<Date> => {
    let found = cache.get(snapshot);
    if (!found) {
      found = latestCatalogueChange(ctx.db).then((at) => {
        const stock = snapshot.rows.stockLevels.map((l) => l.updatedAt.getTime());
        const newest = Math.max(at?.getTime() ?? 0, ...stock);
        return newest > 0 ? new Date(newest) : fallback;
      });
      found.catch(() => cache.delete(snapshot));
      cache.set(snapshot, found);
    }
    return found;
  };
}
