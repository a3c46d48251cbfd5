import { quantityLimit } from "#shared/stock.ts";
import { useStock, type VariantKey, variantKey } from "#web/catalogue/stock.ts";
import { useBasket } from "./BasketProvider.tsx";
import { type BasketItem, MAX_LINE_QUANTITY } from "./basket-types.ts";

/** The stock variant a basket line takes from. */
export const lineVariant = (item: BasketItem): VariantKey => ({
  productId: item.product.id,
  colorId: item.color?.id ?? null,
  sockSizeId: item.sockSize?.id ?? null,
  africaColorId: item.africaR3DDetails?.colorId ?? null,
});

export interface LineLimits {
  /** The most one basket line of the variant may hold: what is left where its stock is tracked. */
  lineMax(variant: VariantKey): number;
  /** How many more the shopper may add to the basket, after what the basket already holds. */
  addMax(variant: VariantKey): number;
}

/** Quantity pickers stop at what is left, so the checkout never meets a basket it has to refuse for stock. */
export function useLineLimits(): LineLimits {
  const stockOf = useStock();
  const { items } = useBasket();
  const lineMax = (variant: VariantKey) => quantityLimit(stockOf(variant), MAX_LINE_QUANTITY);
  const inBasket = (variant: VariantKey) => {
    const key = variantKey(variant);
    return items.filter((i) => variantKey(lineVariant(i)) === key).reduce((sum, i) => sum + i.quantity, 0);
  };
  return { lineMax, addMax: (variant) => Math.max(lineMax(variant) - inBasket(variant), 0) };
}
