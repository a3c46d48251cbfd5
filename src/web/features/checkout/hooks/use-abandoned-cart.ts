import { useEffect, useRef } from "react";
import { penceToDecimal } from "#shared/money.ts";
import { Email } from "#shared/schemas/common.ts";
import { itemLineTotalPence } from "#web/basket/basket-reducer.ts";
import { type BasketItem, toBasketLineInput } from "#web/basket/basket-types.ts";
import { saveAbandonedCart } from "../api/save-abandoned-cart.ts";

const ABANDONED_CART_DELAY_MS = 500;

function cartData(items: readonly BasketItem[], name: string, totalPence: number, socksSavingPence: number) {
  return {
    items: items.map((item) => ({
      name: item.product.name,
      price: penceToDecimal(item.unitPricePence),
      quantity: item.quantity,
      lineTotal: penceToDecimal(itemLineTotalPence(item)),
      options: {
        color: item.color?.name ?? item.africaR3DDetails?.colorName,
        lensType: item.lensType?.name ?? item.africaR3DDetails?.lensTypeName,
        sockSize: item.sockSize?.name,
        frame: item.africaR3DDetails?.frameName,
      },
    })),
    firstName: name.trim().split(/\s+/)[0] ?? "",
    socksSaving: penceToDecimal(socksSavingPence),
    totalPrice: penceToDecimal(totalPence),
  };
}

interface CartTotals {
  /** After the socks offer, before any discount. */
  totalPence: number;
  socksSavingPence: number;
  /** False while the shop's settings (the socks offer) are loading: the totals are not final yet. */
  settled: boolean;
}

/**
 * Captures the cart for recovery half a second after the email changes to an address, only when the
 * basket has items, and never before the shop's settings have priced it. A change of the reminder choice
 * saves at once (ticking the box withdraws the consent now, decision 0058). Failures are only logged.
 */
export function useAbandonedCart(
  email: string,
  name: string,
  items: readonly BasketItem[],
  totals: CartTotals,
  /** True only while the reminder sentence is shown and its box is clear. */
  reminderConsent: boolean,
): void {
  const latest = useRef({ name, items, totals });
  latest.current = { name, items, totals };
  const lastConsent = useRef(reminderConsent);

  useEffect(() => {
    const address = email.trim();
    const choiceChanged = lastConsent.current !== reminderConsent;
    lastConsent.current = reminderConsent;
    if (!totals.settled || !address.includes("@") || latest.current.items.length === 0) return;
    const timer = setTimeout(
      () => {
        const { name: who, items: basket, totals: now } = latest.current;
        if (basket.length === 0 || !Email.safeParse(address).success) return;
        saveAbandonedCart({
          email: address,
          cartData: cartData(basket, who, now.totalPence, now.socksSavingPence),
          totalAmount: penceToDecimal(now.totalPence),
          reminderConsent,
          lines: basket.map(toBasketLineInput),
        }).catch((error) => console.warn("Abandoned cart capture failed", error));
      },
      choiceChanged ? 0 : ABANDONED_CART_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [email, totals.settled, reminderConsent]);
}
