import { z } from "zod";
import { clearEligibility } from "#web/eligibility/eligibility-store.ts";
import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";
import type { StoredPendingOrder } from "./pending-order.ts";

/** The checkout's session storage: the form, the applied discount and the order awaiting payment. */

function readJson(key: (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS]): unknown {
  const text = sessionStore.get(key);
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const FORM_FIELDS = ["name", "email", "phone", "address", "city", "postcode", "country"] as const;
type CheckoutFormDraft = Partial<Record<(typeof FORM_FIELDS)[number], string>>;

export function loadCheckoutForm(): CheckoutFormDraft {
  const stored = readJson(SESSION_KEYS.checkoutForm);
  if (!stored || typeof stored !== "object") return {};
  const draft: CheckoutFormDraft = {};
  for (const field of FORM_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === "string") draft[field] = value;
  }
  return draft;
}

export function saveCheckoutForm(values: CheckoutFormDraft): void {
  sessionStore.set(SESSION_KEYS.checkoutForm, JSON.stringify(values));
}

const StoredDiscount = z.object({ code: z.string().min(1) });

export function loadAppliedDiscountCode(): string | null {
  const parsed = StoredDiscount.safeParse(readJson(SESSION_KEYS.appliedDiscount));
  return parsed.success ? parsed.data.code : null;
}

export function saveAppliedDiscount(discount: { code: string } | null): void {
  if (discount) sessionStore.set(SESSION_KEYS.appliedDiscount, JSON.stringify(discount));
  else sessionStore.remove(SESSION_KEYS.appliedDiscount);
}

export function savePendingOrder(order: StoredPendingOrder): void {
  sessionStore.set(SESSION_KEYS.pendingOrder, JSON.stringify(order));
}

const PendingOrderShape = z.object({
  type: z.enum(["standard", "africa-r3d"]),
  source: z.enum(["basket", "africa-selection"]),
  data: z.looseObject({
    email: z.string(),
    stripePaymentIntentId: z.string(),
    total: z.string(),
    items: z.array(z.looseObject({ productId: z.number() })),
  }),
});

export function loadPendingOrder(): StoredPendingOrder | null {
  const parsed = PendingOrderShape.safeParse(readJson(SESSION_KEYS.pendingOrder));
  return parsed.success ? (parsed.data as unknown as StoredPendingOrder) : null;
}

const CheckoutSession = z.object({ paymentIntentId: z.string(), checkoutToken: z.string() });
type CheckoutSession = z.infer<typeof CheckoutSession>;

/** The checkout this tab started: sent back so the server re-prices its one pending order. */
export function loadCheckoutSession(): CheckoutSession | null {
  const parsed = CheckoutSession.safeParse(readJson(SESSION_KEYS.checkoutSession));
  return parsed.success ? parsed.data : null;
}

export function saveCheckoutSession(session: CheckoutSession): void {
  sessionStore.set(SESSION_KEYS.checkoutSession, JSON.stringify(session));
}

/** After a successful payment: nothing of this checkout is kept. */
export function clearCheckoutData(): void {
  sessionStore.remove(SESSION_KEYS.checkoutSession);
  sessionStore.remove(SESSION_KEYS.pendingOrder);
  sessionStore.remove(SESSION_KEYS.checkoutForm);
  sessionStore.remove(SESSION_KEYS.appliedDiscount);
  sessionStore.remove(SESSION_KEYS.basketRestore);
  clearEligibility();
}

/** The reminder link the basket was restored from: its order then counts as that basket's recovery. */
export const saveBasketRestore = (token: string) => sessionStore.set(SESSION_KEYS.basketRestore, token);
export const loadBasketRestore = (): string | null => sessionStore.get(SESSION_KEYS.basketRestore) || null;

/**
 * The payments this tab already completed (their orders are then paid, decision 0033): a payment's state,
 * not an order status, so a reload of the confirmation page does not clear or report twice.
 */
function completedPayments(): string[] {
  const stored = readJson(SESSION_KEYS.completedPayments);
  return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === "string") : [];
}

export function isPaymentHandled(paymentIntentId: string): boolean {
  return completedPayments().includes(paymentIntentId);
}

export function markPaymentHandled(paymentIntentId: string): void {
  // A short list is enough: it only guards reloads of recent confirmation pages.
  const ids = [...completedPayments().filter((id) => id !== paymentIntentId), paymentIntentId].slice(-20);
  sessionStore.set(SESSION_KEYS.completedPayments, JSON.stringify(ids));
}

const ConfirmationTokens = z.record(z.string(), z.string());

/** The checkout's signed token for its payment: the confirmation page falls back on this tab's copy. */
export function rememberConfirmation(payment: { paymentIntentId: string; confirmationToken: string }): void {
  const parsed = ConfirmationTokens.safeParse(readJson(SESSION_KEYS.confirmationTokens));
  const kept = Object.entries(parsed.success ? parsed.data : {}).slice(-9);
  const tokens = { ...Object.fromEntries(kept), [payment.paymentIntentId]: payment.confirmationToken };
  sessionStore.set(SESSION_KEYS.confirmationTokens, JSON.stringify(tokens));
}

export function rememberedConfirmation(paymentIntentId: string): string | null {
  const parsed = ConfirmationTokens.safeParse(readJson(SESSION_KEYS.confirmationTokens));
  return (parsed.success && parsed.data[paymentIntentId]) || null;
}
