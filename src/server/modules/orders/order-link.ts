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

// The app always has ORDER_LINK_SECRET (set, or kept in DATA_DIR: lib/link-secrets.ts); a bare config in a
// unit test may not, and its links then hold for this process only.
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
  return signOrderTokenUntil(config, kind, orderId, Math.floor(now / 1000) + kind.ttlSeconds);
}

export function signOrderTokenUntil(
  config: LinkConfig,
  kind: OrderTokenKind,
  orderId: number,
  expires: number,
) {
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

/** What fixes an order link's life: the order, placed (paid) or else created at a time. */
export interface LinkedOrder {
  id: number;
  paidAt: Date | null;
  createdAt: Date;
}

/**
 * When a link to this order made at `now` expires (unix seconds): 90 days after the order, and after
 * that at the end of the 90-day step from the order that `now` falls in. So every link made within one
 * step is the same token, and opening a link never yields one that lives longer than it.
 */
export function orderLinkExpiry(order: LinkedOrder, now = Date.now()): number {
  const from = Math.floor((order.paidAt ?? order.createdAt).getTime() / 1000);
  const steps = Math.max(1, Math.floor((Math.floor(now / 1000) - from) / ORDER_LINK_TTL_SECONDS) + 1);
  return from + steps * ORDER_LINK_TTL_SECONDS;
}

/** `v1.<order id>.<expiry, unix seconds>.<HMAC-SHA256>`: opens one order's page until it expires. */
export function orderToken(config: LinkConfig, order: LinkedOrder, now = Date.now()): string {
  return signOrderTokenUntil(config, ORDER_PAGE, order.id, orderLinkExpiry(order, now));
}

export function publicOrigin(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}

/** The absolute link every order email carries: the shopper's order page, no typing needed. */
export function orderLink(config: LinkConfig, order: LinkedOrder, now = Date.now()): string {
  return `${publicOrigin(config)}${ORDER_PAGE_PATH}?t=${orderToken(config, order, now)}`;
}

/** The shopper's PDF invoice of an order: a relative link carrying the same signed token. */
export const INVOICE_PATH = "/api/order-lookup/invoice.pdf";
export const invoicePath = (token: string) => `${INVOICE_PATH}?t=${token}`;

/** The shopper's PDF credit note: the order page's signed token and the note's number. */
export const CREDIT_NOTE_PATH = "/api/order-lookup/credit-note.pdf";
export const creditNotePath = (token: string, number: string) => `${CREDIT_NOTE_PATH}?t=${token}&n=${number}`;

/** The order id a token names: 403 when forged or malformed, 410 when expired. */
export function verifyOrderToken(config: LinkConfig, token: string, now = Date.now()): number {
  return verifySignedOrderToken(config, ORDER_PAGE, token, now);
}
