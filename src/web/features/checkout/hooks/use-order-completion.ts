import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { poundsToPence } from "#shared/money.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { clearPrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";
import { trackConversion, trackPurchase } from "#web/lib/analytics.ts";
import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";
import { completeAfricaOrder } from "../api/complete-africa-order.ts";
import { completeOrder } from "../api/complete-order.ts";
import type { HeldPayment } from "../api/held-payment.ts";
import { ORDER_CONFIRMATION_URL } from "../api/order-confirmation.ts";
import {
  clearCheckoutData,
  isPaymentHandled,
  loadPendingOrder,
  markPaymentHandled,
} from "../lib/checkout-storage.ts";
import type { StoredPendingOrder } from "../lib/pending-order.ts";

/**
 * The one completion call. The server already holds the order's items and marks the shopper's abandoned
 * cart recovered as it completes; it is idempotent, so a reload repeats it harmlessly.
 */
async function completeOnServer(
  payment: HeldPayment,
  pending: StoredPendingOrder | null,
): Promise<string | null> {
  if (pending?.type === "africa-r3d") {
    try {
      return (await completeAfricaOrder(pending.data, payment)).total;
    } catch (error) {
      console.warn("Failed to create Africa R3D order", error);
      return null;
    }
  }
  try {
    return (await completeOrder(pending?.data ?? {}, payment)).total;
  } catch (error) {
    console.warn("Failed to create standard order", error);
    return null;
  }
}

function sendPurchase(pi: string, total: string, pending: StoredPendingOrder | null) {
  const value = poundsToPence(total);
  trackPurchase({
    transactionId: pi,
    value,
    currency: "GBP",
    items: (pending?.data.items ?? []).map((item) => ({
      item_id: String(item.productId),
      item_name: item.productName,
      price: poundsToPence(item.productPrice),
      quantity: item.quantity,
    })),
  });
  trackConversion({ transactionId: pi, value, currency: "GBP" });
}

/**
 * After a successful payment, as the redirect says or as the server reports once a late answer landed: the
 * payment is completed on the server with one call (the order becomes paid) and, once per payment, the basket and the stored
 * checkout are cleared and the purchase event sent.
 */
export function useOrderCompletion(
  payment: HeldPayment | null,
  succeeded: boolean,
  orderType: string | null,
) {
  const { clearBasket } = useBasket();
  const queryClient = useQueryClient();
  const ran = useRef<string | null>(null);
  const pi = payment?.paymentIntentId ?? null;
  const secret = payment?.clientSecret ?? null;

  useEffect(() => {
    if (!pi || !secret || !succeeded || ran.current === pi) return;
    ran.current = pi;
    const stored = loadPendingOrder();
    const pending = stored?.data.stripePaymentIntentId === pi ? stored : null;

    void (async () => {
      const total = await completeOnServer({ paymentIntentId: pi, clientSecret: secret }, pending);
      await queryClient.invalidateQueries({ queryKey: [ORDER_CONFIRMATION_URL, pi] });
      if (total === null || isPaymentHandled(pi)) return;
      markPaymentHandled(pi);
      if (pending?.source === "africa-selection") sessionStore.remove(SESSION_KEYS.africaR3dSelection);
      else if (orderType === "prescription_pro") clearPrescriptionProOrder();
      else clearBasket();
      clearCheckoutData();
      sendPurchase(pi, total, pending);
    })();
  }, [pi, secret, succeeded, orderType, clearBasket, queryClient]);
}
