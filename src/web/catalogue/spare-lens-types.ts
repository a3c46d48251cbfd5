import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readLensType } from "./readers.ts";

/** GET /api/spare-lens-types: the replacement lens tints and their surcharges. */
const spareLensTypesQuery = catalogueQuery("/api/spare-lens-types", array(readLensType));

export const useSpareLensTypes = (cache?: CacheSettings) => useCatalogue(spareLensTypesQuery, cache);
