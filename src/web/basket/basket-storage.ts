import { array, type Infer, literal, nullable, object, readJson } from "#web/lib/shape.ts";
import { localStore } from "#web/lib/storage.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";
import { type BasketState, basketWith, EMPTY_BASKET } from "./basket-reducer.ts";
import { readAppliedDiscount, readBasketItem } from "./basket-types.ts";

/** Only the choices are stored; totals are recomputed on load so stored amounts are never trusted. */
const readStoredBasket = object({
  v: literal(1),
  items: array(readBasketItem),
  appliedDiscount: nullable(readAppliedDiscount),
});
type StoredBasket = Infer<typeof readStoredBasket>;

function parseStoredBasket(stored: string | null): StoredBasket | null {
  return readJson(readStoredBasket, stored);
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
