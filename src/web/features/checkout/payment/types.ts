import type { RefObject } from "react";

/** The shopper's details as the card provider wants them: the site collects them, not the card form. */
export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; city: string; postalCode: string; country: string };
}

/** Stripe.js's error, in small: `type` is card_error, validation_error, invalid_request_error, ... */
export interface PaymentError {
  type?: string;
  code?: string;
  message?: string;
  /** The intent's status when the provider sent it along with the error. */
  paymentIntentStatus?: string;
}

export interface ConfirmResult {
  status?: string;
  error?: PaymentError;
}

interface ConfirmInput {
  clientSecret: string;
  billing: BillingDetails;
  /** Where Stripe sends the shopper back after a redirect-based step. */
  returnUrl: string;
}

/**
 * One small interface over Stripe's Payment Element and the sandbox card form, so the submit flow is the
 * same code for both. Both handle 3-D Secure inside confirm(), as Stripe.js does.
 */
export interface PaymentAdapter {
  /** The card form has loaded. */
  isReady(): boolean;
  /** Checks the card fields and shows their errors; a message when the card cannot be tried yet. */
  validate(): Promise<string | null>;
  confirm(input: ConfirmInput): Promise<ConfirmResult>;
  /** Completes a requires_action payment (3-D Secure). */
  handleNextAction(clientSecret: string): Promise<ConfirmResult>;
}

export type AdapterRef = RefObject<PaymentAdapter | null>;

/** The intent id is the part of the client secret before "_secret_". */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split("_secret_")[0] ?? clientSecret;
}
