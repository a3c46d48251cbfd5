import { z } from "zod";

/**
 * The abandoned-cart calls carry this header: a random token the browser keeps in its storage. The first
 * save of an email's cart binds the cart to it, and only that browser may overwrite the cart afterwards.
 */
export const CART_TOKEN_HEADER = "X-Cart-Token";

export const CartToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "Invalid cart token");
