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
import { createOrderItem } from "../api/create-order-item.ts";
import type { HeldPayment } from "../api/held-payment.ts";
import { markCartRecovered } from "../api/mark-cart-recovered.ts";
import { ORDER_CONFIRMATION_URL } from "../api/order-confirmation.ts";
import { fetchOrderItems } from "../api/order-items.ts";
import {
  clearCheckoutData,
  isPaymentHandled,
  loadPendingOrder,
  markPaymentHandled,
} from "../lib/checkout-storage.ts";
import type { PendingOrderItem, StoredPendingOrder } from "../lib/pending-order.ts";

/** The items were written with the order at checkout; any the server lacks are sent (it keeps its own). */
async function ensureItems(orderId: number, items: PendingOrderItem[], payment: HeldPayment): Promise<void> {
  const existing = await fetchOrderItems(orderId, payment);
  if (existing.length > 0) return;
  for (const item of items) await createOrderItem(orderId, item, payment);
}

/** The completion calls; each is idempotent on the server, so a reload repeats them harmlessly. */
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
    const order = await completeOrder(pending?.data ?? {}, payment);
    if (pending) await ensureItems(order.id, pending.data.items, payment).catch((e) => console.warn(e));
    return order.total;
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
 * After a successful payment (back-office.md §4 "Order confirmation"), as the redirect says or as the server
 * reports once a late answer landed: the order is completed on the
 * server, the abandoned cart marked recovered, and, once per payment, the basket and the stored
 * checkout cleared and the purchase event sent.
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
      if (pending?.data.email) {
        markCartRecovered(pending.data.email).catch((e) => console.warn("Cart recovery mark failed", e));
      }
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
