import { CART_TOKEN_HEADER, CartToken } from "#shared/schemas/cart-token.ts";
import { localStore } from "#web/lib/storage.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * This browser's cart token, made on first use and kept in local storage: the abandoned cart the server
 * keeps for an email is bound to the browser that saved it, and only it may update the cart.
 */
export function cartToken(): string {
  const stored = localStore.get(LOCAL_KEYS.cartToken);
  if (stored && CartToken.safeParse(stored).success) return stored;
  const token = randomToken();
  localStore.set(LOCAL_KEYS.cartToken, token);
  return token;
}

export const cartTokenHeader = () => ({ [CART_TOKEN_HEADER]: cartToken() });
