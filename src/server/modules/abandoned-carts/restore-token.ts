import { HttpError } from "#server/lib/http-error.ts";
import {
  type LinkConfig,
  type OrderTokenKind,
  publicOrigin,
  signOrderToken,
  verifySignedOrderToken,
} from "#server/modules/orders/index.ts";
import { BASKET_RESTORE_DAYS, BASKET_RESTORE_PATH } from "#shared/schemas/basket-reminder.ts";

export const RESTORE_MESSAGES = {
  invalid: "This basket link is not valid. You can still find everything in the shop.",
  expired: "This basket link has expired. You can still find everything in the shop.",
  gone: "This basket is no longer kept. You can still find everything in the shop.",
  recovered: "This basket has already been ordered. Thank you!",
} as const;

/** Signed like the order links, under its own purpose and prefix, so no order token opens a basket. */
const BASKET_RESTORE: OrderTokenKind = {
  purpose: "basket-restore",
  version: "b1",
  ttlSeconds: BASKET_RESTORE_DAYS * 24 * 60 * 60,
  messages: { invalid: RESTORE_MESSAGES.invalid, expired: RESTORE_MESSAGES.expired },
};

/** `b1.<cart id>.<expiry>.<HMAC-SHA256>`: restores one abandoned cart's lines until it expires. */
export const restoreToken = (config: LinkConfig, cartId: number, now: number) =>
  signOrderToken(config, BASKET_RESTORE, cartId, now);

/** The absolute link a reminder carries. */
export const restoreLink = (config: LinkConfig, cartId: number, now: number) =>
  `${publicOrigin(config)}${BASKET_RESTORE_PATH}?t=${restoreToken(config, cartId, now)}`;

/** The cart a token names: 403 when forged or malformed, 410 when expired. */
export const verifyRestoreToken = (config: LinkConfig, token: string, now: number): number =>
  verifySignedOrderToken(config, BASKET_RESTORE, token, now);

/** The cart a checkout's token names, or null when it names none that still counts (forged or expired). */
export function restoredCartOf(config: LinkConfig, token: string | null | undefined, now: number) {
  if (!token) return null;
  try {
    return verifyRestoreToken(config, token, now);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
