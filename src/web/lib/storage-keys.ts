/** Every key the app keeps in localStorage or sessionStorage, so none is spelled twice. */

export const LOCAL_KEYS = {
  /**
   * "1" while this browser has an admin session, so the storefront asks the server whether to show the
   * Admin link. Only a hint: the session itself is an HttpOnly cookie no script can read.
   */
  adminSignedIn: "shop:admin-signed-in",
  /** Where the admin's bearer token used to be kept; removed wherever it is still found. */
  legacyAuthToken: "auth_token",
  basket: "shop:basket",
  cookieConsent: "shop:cookie-consent",
  /** The shopper's live chat conversation id, so a reload keeps the conversation. */
  chatConversation: "shop:chat-conversation",
  /** This browser's random token: the abandoned cart it saves for an email is bound to it. */
  cartToken: "shop:cart-token",
  /** "1" exposes window.__shopBasket for browser tests. */
  testHooks: "shop:test-hooks",
} as const;

export const SESSION_KEYS = {
  prescriptionProOrder: "shop:prescription-pro-order",
  africaR3dSelection: "shop:africa-r3d-selection",
  pendingOrder: "shop:pending-order",
  appliedDiscount: "shop:applied-discount",
  checkoutForm: "shop:checkout-form",
  /** The answers about the wearer of a prescription order, so a reload keeps them. */
  prescriptionEligibility: "shop:prescription-eligibility",
  /** The payment this tab's checkout started and its token, so a revisit re-prices that one order. */
  checkoutSession: "shop:checkout-session",
  /** The signed confirmation token of each recent payment of this tab, for a confirmation URL without one. */
  confirmationTokens: "shop:confirmation-tokens",
  /** Payment intent ids whose confirmation page already cleared the basket and sent the purchase event. */
  completedPayments: "shop:completed-payments",
  /** The reminder link this tab's basket was restored from, sent with the checkout (decision 0058). */
  basketRestore: "shop:basket-restore",
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
