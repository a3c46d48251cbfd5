import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readProduct } from "./readers.ts";

/** GET /api/products: every product (prices for copy; the socks page finds its product by type). */
export const productsQuery = catalogueQuery("/api/products", array(readProduct));

export const useProducts = (cache?: CacheSettings) => useCatalogue(productsQuery, cache);
