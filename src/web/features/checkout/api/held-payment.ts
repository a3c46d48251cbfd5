import { CLIENT_SECRET_HEADER } from "#shared/schemas/orders.ts";

/**
 * A checkout's payment as the browser that started it holds it. The server answers the order's calls only
 * to a caller showing the client secret (a checkout response has both fields, and so does Stripe's redirect).
 */
export interface HeldPayment {
  paymentIntentId: string;
  clientSecret: string;
}

export const secretHeader = (payment: HeldPayment) => ({ [CLIENT_SECRET_HEADER]: payment.clientSecret });
