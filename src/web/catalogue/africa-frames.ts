import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readAfricaFrame } from "./readers.ts";

/** GET /api/africa-r3d/frames: the customiser's frames. */
export const africaFramesQuery = catalogueQuery("/api/africa-r3d/frames", array(readAfricaFrame));

export const useAfricaFrames = (cache?: CacheSettings) => useCatalogue(africaFramesQuery, cache);
