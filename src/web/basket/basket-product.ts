import type { Product } from "#shared/schemas/catalogue.ts";
import type { BasketItem } from "./basket-types.ts";

/** The product fields a basket line keeps. */
export function toBasketProduct(product: Product): BasketItem["product"] {
  return {
    id: product.id,
    name: product.name,
    basePrice: product.basePrice,
    price: product.price,
    productType: product.productType,
  };
}
