/** The storefront's calls about one payment's order (GET .../receipt) hang under this path. */
export const orderByPaymentIntentUrl = (paymentIntentId: string) =>
  `/api/orders/by-payment-intent/${encodeURIComponent(paymentIntentId)}`;
