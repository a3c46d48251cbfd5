import { useEffect, useRef } from "react";
import { INVALID, type Reader } from "#web/lib/shape.ts";
import { localStore } from "#web/lib/storage.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";
import type { BasketState } from "./basket-reducer.ts";
import {
  type AppliedDiscount,
  type BasketItem,
  readAppliedDiscount,
  readBasketItem,
} from "./basket-types.ts";

function strict<T>(reader: Reader<T>, value: unknown, what: string): T {
  const out = reader(value);
  if (out === INVALID) throw new TypeError(`Not a valid ${what}: ${JSON.stringify(value)}`);
  return out;
}

export interface BasketActions {
  addItem(item: BasketItem): void;
  removeItem(index: number): void;
  updateQuantity(index: number, quantity: number): void;
  applyDiscount(discount: AppliedDiscount): void;
  removeDiscount(): void;
  recalculatePrices(): void;
  clearBasket(): void;
}

interface ShopBasketTestHooks extends BasketActions {
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
      addItem: (item) => actions.addItem(strict(readBasketItem, item, "basket item")),
      applyDiscount: (discount) => actions.applyDiscount(strict(readAppliedDiscount, discount, "discount")),
      openBasket,
      getState: () => stateRef.current,
    };
    return () => {
      delete window.__shopBasket;
    };
  }, [actions, openBasket]);
}
