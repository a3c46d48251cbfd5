import type { Db } from "#server/db/client.ts";
import type { Config } from "#server/env.ts";
import { SandboxPayments } from "./sandbox.ts";
import { StripePayments } from "./stripe.ts";
import type { PaymentProvider } from "./types.ts";

export { SandboxPayments } from "./sandbox.ts";
export { StripePayments } from "./stripe.ts";
export * from "./types.ts";

/** PAYMENT_PROVIDER picks the implementation; env.ts has already checked the keys and the production rule. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "stripe") {
    return new StripePayments({
      secretKey: config.STRIPE_SECRET_KEY as string,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY as string,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET as string,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  }
  return new SandboxPayments(db, { webhookSecret: config.STRIPE_WEBHOOK_SECRET });
}
