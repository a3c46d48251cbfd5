import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Product } from "#shared/schemas/catalogue.ts";

/** GET /api/products: the whole list (the socks page finds its product by productType). */
export const PRODUCTS_URL = "/api/products";

const ProductList = z.array(Product);
const parseProducts = (data: unknown): Product[] => ProductList.parse(data);

export function useProducts() {
  return useQuery({ queryKey: [PRODUCTS_URL], select: parseProducts });
}
