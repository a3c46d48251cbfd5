import {
  type LinkConfig,
  type OrderTokenKind,
  publicOrigin,
  signOrderToken,
  verifySignedOrderToken,
} from "./order-link.ts";

/** The storefront page a query's link opens; its `q` parameter is the token. */
export const PRESCRIPTION_QUERY_PATH = "/prescription-query";

const QUERY_LINK: OrderTokenKind = {
  purpose: "prescription-query",
  version: "q1",
  ttlSeconds: 30 * 24 * 60 * 60,
  messages: {
    invalid: "This link to your prescription question is not valid. Please contact us and we will help.",
    expired: "This link to your prescription question has expired. Please contact us and we will help.",
  },
};

/** `q1.<query id>.<expiry>.<HMAC>`: answers one query, for 30 days. */
export const queryToken = (config: LinkConfig, queryId: number, now = Date.now()) =>
  signOrderToken(config, QUERY_LINK, queryId, now);

/** The query id the token names: 403 when forged or of another kind, 410 when expired. */
export const verifyQueryToken = (config: LinkConfig, token: string, now = Date.now()) =>
  verifySignedOrderToken(config, QUERY_LINK, token, now);

export const queryLink = (config: LinkConfig, queryId: number) =>
  `${publicOrigin(config)}${PRESCRIPTION_QUERY_PATH}?q=${queryToken(config, queryId)}`;
