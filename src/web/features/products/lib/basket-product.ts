import type { Product } from "#shared/schemas/catalogue.ts";
import type { BasketItem } from "#web/features/basket/basket-types.ts";
import { ApiError } from "#web/lib/api.ts";

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

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
