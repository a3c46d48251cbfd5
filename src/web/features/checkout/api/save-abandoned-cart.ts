import { apiRequest } from "#web/lib/api.ts";

export interface AbandonedCart {
  email: string;
  cartData: unknown;
  /** Pounds as the API's decimal string, "75.00". */
  totalAmount: string;
}

/** POST /api/abandoned-carts: one cart per email, overwritten by each capture. */
export async function saveAbandonedCart(cart: AbandonedCart): Promise<void> {
  await apiRequest("POST", "/api/abandoned-carts", { ...cart, recovered: false, recoveryEmailSent: false });
}
