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

export type LinkConfig = Pick<Config, "ORDER_LINK_SECRET" | "PUBLIC_URL" | "PORT">;

/**
 * What a signed order token opens. Each kind signs its own purpose and has its own version prefix, so a
 * token for one (the order page) never opens another (the prescription form).
 */
export interface OrderTokenKind {
  purpose: string;
  version: string;
  ttlSeconds: number;
  messages: { invalid: string; expired: string };
}

// Without ORDER_LINK_SECRET, links hold only for this process (README: set it in production).
const processSecret = randomBytes(32);

function signature(config: LinkConfig, kind: OrderTokenKind, orderId: number, expires: number): Buffer {
  const secret = config.ORDER_LINK_SECRET ? Buffer.from(config.ORDER_LINK_SECRET, "utf8") : processSecret;
  return createHmac("sha256", secret)
    .update(`${kind.purpose}\n${kind.version}\n${orderId}\n${expires}`)
    .digest();
}

/** `<version>.<order id>.<expiry, unix seconds>.<HMAC-SHA256>`: opens one order until it expires. */
export function signOrderToken(
  config: LinkConfig,
  kind: OrderTokenKind,
  orderId: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + kind.ttlSeconds;
  return `${kind.version}.${orderId}.${expires}.${signature(config, kind, orderId, expires).toString("base64url")}`;
}

const TOKEN = /^([a-z]\d)\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The order id a token of this kind names: 403 when forged, malformed or of another kind, 410 when expired. */
export function verifySignedOrderToken(
  config: LinkConfig,
  kind: OrderTokenKind,
  token: string,
  now = Date.now(),
): number {
  const match = TOKEN.exec(token);
  if (!match || match[1] !== kind.version) throw new HttpError(403, kind.messages.invalid);
  const orderId = Number(match[2]);
  const expires = Number(match[3]);
  const given = Buffer.from(match[4] as string, "base64url");
  const expected = signature(config, kind, orderId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(403, kind.messages.invalid);
  }
  if (expires * 1000 < now) throw new HttpError(410, kind.messages.expired);
  return orderId;
}

const ORDER_PAGE: OrderTokenKind = {
  purpose: "order-link",
  version: "v1",
  ttlSeconds: ORDER_LINK_TTL_SECONDS,
  messages: ORDER_LINK_MESSAGES,
};

/** `v1.<order id>.<expiry, unix seconds>.<HMAC-SHA256>`: opens one order's page until it expires. */
export function orderToken(config: LinkConfig, orderId: number, now = Date.now()): string {
  return signOrderToken(config, ORDER_PAGE, orderId, now);
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
  return verifySignedOrderToken(config, ORDER_PAGE, token, now);
}
