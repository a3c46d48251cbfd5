import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readColor } from "./readers.ts";

/** GET /api/colors: the frame colours. */
export const colorsQuery = catalogueQuery("/api/colors", array(readColor));

export const useColors = (cache?: CacheSettings) => useCatalogue(colorsQuery, cache);
