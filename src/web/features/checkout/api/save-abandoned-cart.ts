import type { BasketLineInput, PrescriptionProChoice } from "#shared/schemas/basket.ts";
import { apiRequest } from "#web/lib/api.ts";
import { cartTokenHeader } from "../lib/cart-token.ts";

export interface AbandonedCart {
  email: string;
  cartData: unknown;
  /** Pounds as the API's decimal string, "75.00". */
  totalAmount: string;
  /** True only when the reminder sentence was shown and its box left clear. */
  reminderConsent: boolean;
  /** The basket in the form the checkout prices, so a reminder's link can restore it. */
  lines?: BasketLineInput[];
  /** Or the Prescription Pro checkout's one configured line: ids only, never the prescription. */
  prescriptionPro?: PrescriptionProChoice;
}

/**
 * POST /api/abandoned-carts: one cart per email, overwritten by each capture from this browser (its cart
 * token goes in a header; the server keeps the cart bound to the browser that saved it first).
 */
export async function saveAbandonedCart(cart: AbandonedCart): Promise<void> {
  const body = { ...cart, recovered: false, recoveryEmailSent: false };
  await apiRequest("POST", "/api/abandoned-carts", body, cartTokenHeader());
}
