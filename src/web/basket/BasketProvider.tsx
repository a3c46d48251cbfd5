import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { useSeed } from "../ssr/seed.tsx";
import { type BasketState, basketReducer, EMPTY_BASKET, itemCount } from "./basket-reducer.ts";
import { loadBasket, onBasketChangedElsewhere, saveBasket } from "./basket-storage.ts";
import { type BasketActions, useBasketTestHooks } from "./basket-test-hooks.ts";
import type { BasketItem } from "./basket-types.ts";

interface BasketContextValue extends BasketState, BasketActions {
  /** The number of units in the basket (the sum of the quantities). */
  itemCount: number;
  isOpen: boolean;
  /** Adds the line and opens the basket drawer on it: what every Add to Basket does. */
  addAndShow(item: BasketItem): void;
  setOpen(open: boolean): void;
  openBasket(): void;
  closeBasket(): void;
}

const BasketContext = createContext<BasketContextValue | null>(null);

export function BasketProvider({ children }: { children: ReactNode }) {
  // A server-rendered page has no stored basket: it starts empty, as the server rendered it, and the
  // stored one is restored once hydrated (without first saving the empty one over it).
  const serverRendered = useSeed() !== null;
  const [state, dispatch] = useReducer(
    basketReducer,
    undefined,
    serverRendered ? () => EMPTY_BASKET : loadBasket,
  );
  const [isOpen, setOpen] = useState(false);
  const unrestored = useRef(serverRendered);

  useEffect(() => {
    if (!serverRendered) return;
    const stored = loadBasket();
    if (stored !== EMPTY_BASKET) {
      dispatch({ type: "restore", items: stored.items, appliedDiscount: stored.appliedDiscount });
    }
  }, [serverRendered]);

  useEffect(() => {
    if (unrestored.current && state === EMPTY_BASKET) return;
    unrestored.current = false;
    saveBasket(state);
  }, [state]);

  useEffect(
    () =>
      onBasketChangedElsewhere((stored) =>
        dispatch({
          type: "restore",
          items: stored?.items ?? [],
          appliedDiscount: stored?.appliedDiscount ?? null,
        }),
      ),
    [],
  );

  const actions = useMemo<BasketActions>(
    () => ({
      addItem: (item) => dispatch({ type: "addItem", item }),
      removeItem: (index) => dispatch({ type: "removeItem", index }),
      updateQuantity: (index, quantity) => dispatch({ type: "updateQuantity", index, quantity }),
      applyDiscount: (discount) => dispatch({ type: "applyDiscount", discount }),
      removeDiscount: () => dispatch({ type: "removeDiscount" }),
      recalculatePrices: () => dispatch({ type: "recalculatePrices" }),
      clearBasket: () => dispatch({ type: "clearBasket" }),
    }),
    [],
  );
  const openBasket = useCallback(() => setOpen(true), []);
  const closeBasket = useCallback(() => setOpen(false), []);
  const addAndShow = useCallback(
    (item: BasketItem) => {
      actions.addItem(item);
      setOpen(true);
    },
    [actions],
  );

  useBasketTestHooks(actions, openBasket, state);

  const value = useMemo<BasketContextValue>(
    () => ({
      ...state,
      ...actions,
      itemCount: itemCount(state.items),
      isOpen,
      addAndShow,
      setOpen,
      openBasket,
      closeBasket,
    }),
    [state, actions, isOpen, addAndShow, openBasket, closeBasket],
  );

  return <BasketContext value={value}>{children}</BasketContext>;
}

export function useBasket(): BasketContextValue {
  const context = use(BasketContext);
  if (!context) throw new Error("useBasket must be used within a BasketProvider");
  return context;
}
