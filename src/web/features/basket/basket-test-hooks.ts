import { useEffect, useRef } from "react";
import { localStore } from "../../lib/storage.ts";
import { LOCAL_KEYS } from "../../lib/storage-keys.ts";
import type { BasketState } from "./basket-reducer.ts";
import {
  type AppliedDiscount,
  AppliedDiscountSchema,
  type BasketItem,
  BasketItemSchema,
} from "./basket-types.ts";

export interface BasketActions {
  addItem(item: BasketItem): void;
  removeItem(index: number): void;
  updateQuantity(index: number, quantity: number): void;
  applyDiscount(discount: AppliedDiscount): void;
  removeDiscount(): void;
  recalculatePrices(): void;
  clearBasket(): void;
}

export interface ShopBasketTestHooks extends BasketActions {
  openBasket(): void;
  getState(): BasketState;
}

declare global {
  interface Window {
    __shopBasket?: ShopBasketTestHooks;
  }
}

/** Exposes the basket to browser tests, only when localStorage "shop:test-hooks" is "1". */
export function useBasketTestHooks(actions: BasketActions, openBasket: () => void, state: BasketState): void {
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    if (localStore.get(LOCAL_KEYS.testHooks) !== "1") return;
    window.__shopBasket = {
      ...actions,
      // Test data arrives untyped, so it is checked here rather than trusted.
      addItem: (item) => actions.addItem(BasketItemSchema.parse(item)),
      applyDiscount: (discount) => actions.applyDiscount(AppliedDiscountSchema.parse(discount)),
      openBasket,
      getState: () => stateRef.current,
    };
    return () => {
      delete window.__shopBasket;
    };
  }, [actions, openBasket]);
}
