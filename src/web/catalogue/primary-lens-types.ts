import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readLensType } from "./readers.ts";

/** GET /api/primary-lens-types: the Primary+ lens tints and their surcharges. */
export const primaryLensTypesQuery = catalogueQuery("/api/primary-lens-types", array(readLensType));

export const usePrimaryLensTypes = (cache?: CacheSettings) => useCatalogue(primaryLensTypesQuery, cache);
