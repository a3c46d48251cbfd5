import type { SandboxResult } from "#shared/schemas/checkout.ts";
import { ApiError } from "#web/lib/api.ts";
import { authenticateSandboxPayment } from "../api/sandbox-authenticate.ts";
import { confirmSandboxPayment } from "../api/sandbox-confirm.ts";
import {
  type CardErrors,
  type CardFields,
  checkCardFields,
  digitsOnly,
  parseExpiry,
} from "../lib/card-checks.ts";
import { type ConfirmResult, intentIdOf, type PaymentAdapter } from "./types.ts";
import type { VerificationOutcome } from "./VerificationDialog.tsx";

/** What the adapter needs from the card form. */
interface SandboxCardAccess {
  read(): CardFields;
  showErrors(errors: CardErrors): void;
  askVerification(): Promise<VerificationOutcome>;
}

const ISSUE_FIELDS: Record<string, keyof CardFields> = { cardNumber: "number", expiry: "expiry", cvc: "cvc" };

/** The server's field errors (400 with issues) for a card it would not try. */
function serverCardErrors(error: unknown): CardErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  try {
    const body = JSON.parse(error.body) as { issues?: { path?: string; message?: string }[] };
    const errors: CardErrors = {};
    for (const issue of body.issues ?? []) {
      const field = issue.path ? ISSUE_FIELDS[issue.path] : undefined;
      if (field && issue.message) errors[field] = issue.message;
    }
    return Object.keys(errors).length > 0 ? errors : null;
  } catch {
    return null;
  }
}

const firstMessage = (errors: CardErrors) => errors.number ?? errors.expiry ?? errors.cvc ?? null;

export function createSandboxAdapter(card: SandboxCardAccess): PaymentAdapter {
  async function settle(result: SandboxResult, clientSecret: string): Promise<ConfirmResult> {
    const { paymentIntent, error } = result;
    if (!error && paymentIntent.status === "requires_action") return verify(clientSecret);
    if (!error) return { status: paymentIntent.status };
    return { status: paymentIntent.status, error: { ...error, paymentIntentStatus: paymentIntent.status } };
  }

  async function verify(clientSecret: string): Promise<ConfirmResult> {
    const outcome = await card.askVerification();
    const result = await authenticateSandboxPayment(intentIdOf(clientSecret), clientSecret, outcome);
    return settle(result, clientSecret);
  }

  return {
    isReady: () => true,
    async validate() {
      const errors = checkCardFields(card.read());
      card.showErrors(errors);
      return firstMessage(errors);
    },
    async confirm({ clientSecret }) {
      const fields = card.read();
      const expiry = parseExpiry(fields.expiry) ?? { month: 0, year: 0 };
      let result: SandboxResult;
      try {
        result = await confirmSandboxPayment(intentIdOf(clientSecret), {
          clientSecret,
          cardNumber: digitsOnly(fields.number),
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: fields.cvc.trim(),
        });
      } catch (error) {
        const errors = serverCardErrors(error);
        if (!errors) throw error;
        card.showErrors(errors);
        return { error: { type: "validation_error", message: firstMessage(errors) ?? undefined } };
      }
      return settle(result, clientSecret);
    },
    handleNextAction: verify,
  };
}
