import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readSockSize } from "./readers.ts";

/** GET /api/sock-sizes: Small to XXL with their EU ranges. */
const sockSizesQuery = catalogueQuery("/api/sock-sizes", array(readSockSize));

export const useSockSizes = (cache?: CacheSettings) => useCatalogue(sockSizesQuery, cache);
