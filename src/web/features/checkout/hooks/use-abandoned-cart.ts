import { useEffect, useRef } from "react";
import { penceToDecimal } from "#shared/money.ts";
import { Email } from "#shared/schemas/common.ts";
import { itemLineTotalPence } from "#web/basket/basket-reducer.ts";
import { type BasketItem, toBasketLineInput } from "#web/basket/basket-types.ts";
import { type AbandonedCart, saveAbandonedCart } from "../api/save-abandoned-cart.ts";

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
    firstName: firstNameOf(name),
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

/** What one save sends besides the email and the consent; null when there is nothing to save. */
export type CartContent = Omit<AbandonedCart, "email" | "reminderConsent">;

/** The first word of the name the shopper typed, for the reminder's greeting. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/**
 * Captures the cart for recovery half a second after the email changes to an address, only when there is
 * something to save and it is `ready` (priced by the shop's settings). A change of the reminder choice saves
 * at once (ticking the box withdraws the consent now, decision 0058). Failures are only logged.
 */
export function useCartCapture(
  email: string,
  /** Read when the save goes, so it sends what is on the page then. */
  content: () => CartContent | null,
  ready: boolean,
  /** True only while the reminder sentence is shown and its box is clear. */
  reminderConsent: boolean,
): void {
  const latest = useRef(content);
  latest.current = content;
  const lastConsent = useRef(reminderConsent);

  useEffect(() => {
    const address = email.trim();
    const choiceChanged = lastConsent.current !== reminderConsent;
    lastConsent.current = reminderConsent;
    if (!ready || !address.includes("@") || latest.current() === null) return;
    const timer = setTimeout(
      () => {
        const cart = latest.current();
        if (!cart || !Email.safeParse(address).success) return;
        saveAbandonedCart({ email: address, ...cart, reminderConsent }).catch((error) =>
          console.warn("Abandoned cart capture failed", error),
        );
      },
      choiceChanged ? 0 : ABANDONED_CART_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [email, ready, reminderConsent]);
}

/** The basket checkout's capture: its lines, never before the shop's settings have priced them. */
export function useAbandonedCart(
  email: string,
  name: string,
  items: readonly BasketItem[],
  totals: CartTotals,
  reminderConsent: boolean,
): void {
  useCartCapture(
    email,
    () =>
      items.length === 0
        ? null
        : {
            cartData: cartData(items, name, totals.totalPence, totals.socksSavingPence),
            totalAmount: penceToDecimal(totals.totalPence),
            lines: items.map(toBasketLineInput),
          },
    totals.settled,
    reminderConsent,
  );
}
