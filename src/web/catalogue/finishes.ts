import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readFinish } from "./readers.ts";

/** GET /api/finishes: the mirror finishes and their prices. */
export const finishesQuery = catalogueQuery("/api/finishes", array(readFinish));

export const useFinishes = (cache?: CacheSettings) => useCatalogue(finishesQuery, cache);
