import * as z from "zod/mini";
import { localStore } from "../../lib/storage.ts";
import { LOCAL_KEYS } from "../../lib/storage-keys.ts";
import { type BasketState, basketWith, EMPTY_BASKET } from "./basket-reducer.ts";
import { AppliedDiscountSchema, BasketItemSchema } from "./basket-types.ts";

/** Only the choices are stored; totals are recomputed on load so stored amounts are never trusted. */
const StoredBasket = z.object({
  v: z.literal(1),
  items: z.array(BasketItemSchema),
  appliedDiscount: z.nullable(AppliedDiscountSchema),
});
type StoredBasket = z.infer<typeof StoredBasket>;

export function parseStoredBasket(text: string | null): StoredBasket | null {
  if (!text) return null;
  try {
    const result = StoredBasket.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function loadBasket(): BasketState {
  const stored = parseStoredBasket(localStore.get(LOCAL_KEYS.basket));
  return stored ? basketWith(stored.items, stored.appliedDiscount) : EMPTY_BASKET;
}

export function saveBasket(state: BasketState): void {
  const stored: StoredBasket = { v: 1, items: state.items, appliedDiscount: state.appliedDiscount };
  const text = JSON.stringify(stored);
  // Writing an unchanged value would echo a storage event back to other tabs.
  if (localStore.get(LOCAL_KEYS.basket) !== text) localStore.set(LOCAL_KEYS.basket, text);
}

export function onBasketChangedElsewhere(callback: (stored: StoredBasket | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.basket || event.key === null) callback(parseStoredBasket(event.newValue));
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
