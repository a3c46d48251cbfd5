import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "#server/env.ts";
import { HttpError } from "#server/lib/http-error.ts";

/** How long the link in an order email opens the order page without typing. */
export const ORDER_LINK_TTL_SECONDS = 90 * 24 * 60 * 60;

/** The page the link opens; its `t` parameter is the token. */
export const ORDER_PAGE_PATH = "/order";

export const ORDER_LINK_MESSAGES = {
  invalid: "This order link is not valid. Look your order up with its number and the email you used.",
  expired: "This order link has expired. Look your order up with its number and the email you used.",
} as const;

type LinkConfig = Pick<Config, "ORDER_LINK_SECRET" | "PUBLIC_URL" | "PORT">;

const VERSION = "v1";
const TOKEN = /^v1\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

// Without ORDER_LINK_SECRET, links hold only for this process (README: set it in production).
const processSecret = randomBytes(32);

function signature(config: LinkConfig, orderId: number, expires: number): Buffer {
  const secret = config.ORDER_LINK_SECRET ? Buffer.from(config.ORDER_LINK_SECRET, "utf8") : processSecret;
  return createHmac("sha256", secret).update(`order-link\n${VERSION}\n${orderId}\n${expires}`).digest();
}

/** `v1.<order id>.<expiry, unix seconds>.<HMAC-SHA256>`: opens one order until it expires. */
export function orderToken(config: LinkConfig, orderId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ORDER_LINK_TTL_SECONDS;
  return `${VERSION}.${orderId}.${expires}.${signature(config, orderId, expires).toString("base64url")}`;
}

export function publicOrigin(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}

/** The absolute link every order email carries: the shopper's order page, no typing needed. */
export function orderLink(config: LinkConfig, order: { id: number }, now = Date.now()): string {
  return `${publicOrigin(config)}${ORDER_PAGE_PATH}?t=${orderToken(config, order.id, now)}`;
}

/** The shopper's PDF invoice of an order: a relative link carrying the same signed token. */
export const INVOICE_PATH = "/api/order-lookup/invoice.pdf";
export const invoicePath = (token: string) => `${INVOICE_PATH}?t=${token}`;

/** The order id a token names: 403 when forged or malformed, 410 when expired. */
export function verifyOrderToken(config: LinkConfig, token: string, now = Date.now()): number {
  const match = TOKEN.exec(token);
  if (!match) throw new HttpError(403, ORDER_LINK_MESSAGES.invalid);
  const orderId = Number(match[1]);
  const expires = Number(match[2]);
  const given = Buffer.from(match[3] as string, "base64url");
  const expected = signature(config, orderId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(403, ORDER_LINK_MESSAGES.invalid);
  }
  if (expires * 1000 < now) throw new HttpError(410, ORDER_LINK_MESSAGES.expired);
  return orderId;
}
