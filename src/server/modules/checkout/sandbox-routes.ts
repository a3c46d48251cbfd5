import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import { SandboxPayments } from "#server/providers/payments/index.ts";
import type { SandboxResult } from "#server/providers/payments/sandbox.ts";
import {
  PaymentIntentParam,
  SandboxAuthenticateBody,
  SandboxConfirmBody,
  type SandboxResult as SandboxResultBody,
  SandboxSettleBody,
} from "#shared/schemas/checkout.ts";

function answer(result: SandboxResult): SandboxResultBody {
  if (result.kind === "not_found") throw notFound("Payment not found");
  if (result.kind === "bad_secret") throw new HttpError(400, "The client secret does not match this payment");
  if (result.kind === "invalid_card") {
    const [first] = result.errors;
    throw new HttpError(400, first?.message ?? "Invalid card", result.errors);
  }
  return result.error
    ? { paymentIntent: result.paymentIntent, error: result.error }
    : { paymentIntent: result.paymentIntent };
}

/**
 * The sandbox card form's calls, like Stripe.js's confirmCardPayment: 200 with the intent (and `error` for a
 * decline or a wrong state), 400 with field issues for a card that cannot be tried. Only with the sandbox.
 */
export async function sandboxPaymentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const sandbox = ctx.payments;
  if (!(sandbox instanceof SandboxPayments)) return;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/sandbox/payment-intents/:paymentIntentId/confirm",
    { schema: { params: PaymentIntentParam, body: SandboxConfirmBody } },
    async (request) => {
      const { clientSecret, ...card } = request.body;
      return answer(await sandbox.confirm(request.params.paymentIntentId, clientSecret, card));
    },
  );

  typed.post(
    "/api/sandbox/payment-intents/:paymentIntentId/authenticate",
    { schema: { params: PaymentIntentParam, body: SandboxAuthenticateBody } },
    async (request) => {
      const { clientSecret, outcome } = request.body;
      return answer(await sandbox.authenticate(request.params.paymentIntentId, clientSecret, outcome));
    },
  );

  typed.post(
    "/api/sandbox/payment-intents/:paymentIntentId/settle",
    { schema: { params: PaymentIntentParam, body: SandboxSettleBody } },
    async (request) => {
      const { clientSecret, outcome } = request.body;
      return answer(await sandbox.settle(request.params.paymentIntentId, clientSecret, outcome));
    },
  );
}
