import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readVisionType } from "./readers.ts";

/** GET /api/vision-types: single_vision and varifocal with their base prices. */
export const visionTypesQuery = catalogueQuery("/api/vision-types", array(readVisionType));

export const useVisionTypes = (cache?: CacheSettings) => useCatalogue(visionTypesQuery, cache);
