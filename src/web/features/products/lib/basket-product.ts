import { parseDecimalToPence } from "#shared/money.ts";
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

/** An API decimal ("35.00") as pence; the schemas guarantee the format, so 0 never shows in practice. */
export function pence(decimal: string): number {
  return parseDecimalToPence(decimal) ?? 0;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
