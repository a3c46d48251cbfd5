import { ShoppingBag } from "lucide-react";
import { useBasket } from "../basket/BasketProvider.tsx";
import { loadBasketPanel } from "./lazy-chunks.ts";

export const BASKET_BUTTON_ID = "basket-button";

export function BasketButton() {
  const { itemCount, openBasket } = useBasket();
  const label = `Open basket, ${itemCount} ${itemCount === 1 ? "item" : "items"}`;
  return (
    <button
      id={BASKET_BUTTON_ID}
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={openBasket}
      onPointerEnter={loadBasketPanel}
      onFocus={loadBasketPanel}
      className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-white transition-colors hover:bg-white/10"
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      {itemCount > 0 ? (
        <span
          aria-hidden="true"
          data-testid="basket-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-ember-500 px-1 text-xs font-bold text-ink tabular-nums"
        >
          {itemCount > 99 ? "99+" : itemCount}
        </span>
      ) : null}
    </button>
  );
}
