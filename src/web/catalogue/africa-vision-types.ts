import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readAfricaVisionType } from "./readers.ts";

/** GET /api/africa-r3d/vision-types: the customiser's vision types. */
export const africaVisionTypesQuery = catalogueQuery(
  "/api/africa-r3d/vision-types",
  array(readAfricaVisionType),
);

export const useAfricaVisionTypes = (cache?: CacheSettings) => useCatalogue(africaVisionTypesQuery, cache);
