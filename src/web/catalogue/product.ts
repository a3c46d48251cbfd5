import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readProduct } from "./readers.ts";

/** GET /api/products/:id: one product (404 when there is none). */
export const productQuery = (id: number) => catalogueQuery(`/api/products/${id}`, readProduct);

export const useProduct = (id: number, cache?: CacheSettings) => useCatalogue(productQuery(id), cache);
