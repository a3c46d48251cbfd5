import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readAfricaColor } from "./readers.ts";

/** GET /api/africa-r3d/colors: the customiser's colours. */
export const africaColorsQuery = catalogueQuery("/api/africa-r3d/colors", array(readAfricaColor));

export const useAfricaColors = (cache?: CacheSettings) => useCatalogue(africaColorsQuery, cache);
