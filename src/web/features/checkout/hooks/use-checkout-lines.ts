import { useMemo } from "react";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { type BasketItem, readBasketItem } from "#web/basket/basket-types.ts";
import { readJson } from "#web/lib/shape.ts";
import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";
import type { CheckoutFlow, LinesSource } from "../lib/pending-order.ts";

function loadAfricaSelection(): BasketItem | null {
  const item = readJson(readBasketItem, sessionStore.get(SESSION_KEYS.africaR3dSelection));
  return item?.africaR3DDetails ? item : null;
}

interface CheckoutLines {
  items: readonly BasketItem[];
  source: LinesSource;
}

/**
 * What is being bought: the basket, or for ?product=africa-r3d the Africa R3D selection the customiser
 * stored (falling back to the basket, where the customiser also puts it).
 */
export function useCheckoutLines(flow: CheckoutFlow): CheckoutLines {
  const { items } = useBasket();
  const selection = useMemo(() => (flow === "africa-r3d" ? loadAfricaSelection() : null), [flow]);
  return useMemo(
    () => (selection ? { items: [selection], source: "africa-selection" } : { items, source: "basket" }),
    [selection, items],
  );
}
