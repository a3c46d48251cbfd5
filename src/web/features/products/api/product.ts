import { useQuery } from "@tanstack/react-query";
import { Product } from "#shared/schemas/catalogue.ts";

/** GET /api/products/:id (storefront.md §7: caching not shown, so the shared defaults apply). */
export const productUrl = (id: number) => `/api/products/${id}`;

const parseProduct = (data: unknown): Product => Product.parse(data);

export function useProduct(id: number) {
  return useQuery({ queryKey: [productUrl(id)], select: parseProduct });
}
