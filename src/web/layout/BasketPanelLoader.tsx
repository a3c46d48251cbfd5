import { Suspense, useEffect, useState } from "react";
import { useBasket } from "../basket/BasketProvider.tsx";
import { LazyBasketPanel } from "./lazy-chunks.ts";

/** Loads the basket panel the first time the basket opens, then keeps it mounted. */
export function BasketPanelLoader() {
  const { isOpen } = useBasket();
  const [mounted, setMounted] = useState(isOpen);

  useEffect(() => {
    if (isOpen) setMounted(true);
  }, [isOpen]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyBasketPanel />
    </Suspense>
  );
}
