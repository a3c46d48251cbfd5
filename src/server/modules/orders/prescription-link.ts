import {
  type LinkConfig,
  type LinkedOrder,
  type OrderTokenKind,
  orderLinkExpiry,
  publicOrigin,
  signOrderTokenUntil,
  verifySignedOrderToken,
} from "./order-link.ts";

/** How long "Send your prescription" opens the form for its order. */
export const PRESCRIPTION_LINK_TTL_SECONDS = 90 * 24 * 60 * 60;

/** The storefront's form; its `order` parameter is the token. */
export const PRESCRIPTION_FORM_PATH = "/prescription-form";

export const PRESCRIPTION_LINK_MESSAGES = {
  invalid:
    "This prescription link is not valid. Send your prescription with the form below and we will match it to your order by email.",
  expired:
    "This prescription link has expired. Send your prescription with the form below and we will match it to your order by email.",
} as const;

const PRESCRIPTION_FORM: OrderTokenKind = {
  purpose: "prescription-link",
  version: "p1",
  ttlSeconds: PRESCRIPTION_LINK_TTL_SECONDS,
  messages: PRESCRIPTION_LINK_MESSAGES,
};

/**
 * `p1.<order id>.<expiry>.<HMAC>`, signed with ORDER_LINK_SECRET for this purpose only. Its expiry runs
 * from the order like the order page's link (`orderLinkExpiry`), so a revisit never renews a leaked one.
 */
export function prescriptionToken(config: LinkConfig, order: LinkedOrder, now = Date.now()): string {
  return signOrderTokenUntil(config, PRESCRIPTION_FORM, order.id, orderLinkExpiry(order, now));
}

/** The order id the token names: 403 when forged or of another kind (an order-page token), 410 when expired. */
export function verifyPrescriptionToken(config: LinkConfig, token: string, now = Date.now()): number {
  return verifySignedOrderToken(config, PRESCRIPTION_FORM, token, now);
}

/** The form's relative address for an order (the confirmation page, the order page). */
export const prescriptionFormPath = (config: LinkConfig, order: LinkedOrder, now = Date.now()) =>
  `${PRESCRIPTION_FORM_PATH}?order=${prescriptionToken(config, order, now)}`;

/** The absolute link the confirmation and reminder emails carry. */
export const prescriptionFormLink = (config: LinkConfig, order: LinkedOrder, now = Date.now()) =>
  `${publicOrigin(config)}${prescriptionFormPath(config, order, now)}`;

/** Statuses in which an order needs nothing made, so no prescription either. */
export const NO_PRESCRIPTION_STATUSES: readonly string[] = ["cancelled", "refunded"];

/** A placed order that still wants its buyer's prescription (one may have arrived: a newer one is a version). */
export const wantsPrescription = (order: {
  needsPrescription: boolean;
  paidAt: Date | null;
  status: string;
}) => order.needsPrescription && order.paidAt !== null && !NO_PRESCRIPTION_STATUSES.includes(order.status);
