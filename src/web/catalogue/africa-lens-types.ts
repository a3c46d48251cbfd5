import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readAfricaLensType } from "./readers.ts";

/** GET /api/africa-r3d/lens-types: the customiser's lens types. */
export const africaLensTypesQuery = catalogueQuery("/api/africa-r3d/lens-types", array(readAfricaLensType));

export const useAfricaLensTypes = (cache?: CacheSettings) => useCatalogue(africaLensTypesQuery, cache);
