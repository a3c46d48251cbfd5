import {
  type LinkConfig,
  type OrderTokenKind,
  signOrderToken,
  verifySignedOrderToken,
} from "./order-link.ts";

/** Long enough for a slow bank or a reload the next morning; the emailed order link outlives it. */
export const CONFIRMATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** The one answer for a forged, foreign, expired or unknown confirmation: it never says which. */
export const ORDER_NOT_FOUND = "We couldn't find this order";

const CONFIRMATION: OrderTokenKind = {
  purpose: "order-confirmation",
  version: "c1",
  ttlSeconds: CONFIRMATION_TOKEN_TTL_SECONDS,
  messages: { invalid: ORDER_NOT_FOUND, expired: ORDER_NOT_FOUND },
};

/** `c1.<order id>.<expiry>.<HMAC>`: the checkout hands it to the browser, the confirmation page shows it. */
export function confirmationToken(config: LinkConfig, orderId: number, now = Date.now()): string {
  return signOrderToken(config, CONFIRMATION, orderId, now);
}

/** The order id the token names: 403 when forged or of another kind, 410 when expired. */
export function verifyConfirmationToken(config: LinkConfig, token: string, now = Date.now()): number {
  return verifySignedOrderToken(config, CONFIRMATION, token, now);
}
