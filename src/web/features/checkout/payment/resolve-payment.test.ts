import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ConfirmResult, PaymentAdapter } from "./types.ts";

const statuses: string[] = [];
vi.mock("../api/payment-intent-status.ts", () => ({
  fetchPaymentIntentStatus: vi.fn(async () => statuses.shift() ?? "requires_confirmation"),
}));
vi.mock("../lib/checkout-notices.ts", () => ({
  checkoutNotices: {
    processing: vi.fn(),
    needsRetry: vi.fn(),
    verificationRequired: vi.fn(),
    stillProcessing: vi.fn(),
  },
}));

const { checkoutNotices } = await import("../lib/checkout-notices.ts");
const { confirmPayment, RECHECK_DELAY_MS } = await import("./resolve-payment.ts");

function adapter(confirm: ConfirmResult, next: ConfirmResult = { status: "succeeded" }): PaymentAdapter {
  return {
    isReady: () => true,
    validate: async () => null,
    confirm: vi.fn(async () => confirm),
    handleNextAction: vi.fn(async () => next),
  };
}

const sleep = vi.fn(async (_ms: number) => {});
const run = (a: PaymentAdapter) =>
  confirmPayment({
    adapter: a,
    paymentIntentId: "pi_123",
    clientSecret: "pi_123_secret_abc",
    billing: {
      name: "Ada",
      email: "ada@example.com",
      phone: "07700 900123",
      address: { line1: "1 Row", city: "London", postalCode: "SW1A 1AA", country: "GB" },
    },
    returnUrl: "http://localhost/order-confirmation",
    sleep,
  });

beforeEach(() => {
  statuses.length = 0;
  sleep.mockClear();
  vi.clearAllMocks();
});

describe("confirmPayment: steps 4 to 8 of the submit flow", () => {
  it("step 5: a success without a redirect is a success", async () => {
    expect(await run(adapter({ status: "succeeded" }))).toEqual({ kind: "succeeded" });
    expect(checkoutNotices.processing).toHaveBeenCalledOnce();
  });

  it("a card field error stops for the shopper to correct", async () => {
    expect(await run(adapter({ error: { type: "validation_error", message: "Incomplete" } }))).toEqual({
      kind: "stopped",
    });
  });

  it("step 7: payment_intent_unexpected_state with a succeeded intent is completed", async () => {
    const a = adapter({
      error: { code: "payment_intent_unexpected_state", message: "x", type: "invalid_request_error" },
    });
    statuses.push("succeeded");
    expect(await run(a)).toEqual({ kind: "succeeded" });
  });

  it("step 8: a card error is a failure carrying the provider's message", async () => {
    const a = adapter({ error: { type: "card_error", message: "Your card was declined." } });
    expect(await run(a)).toEqual({ kind: "failed", message: "Your card was declined." });
  });

  it("step 6: an empty error checks the status; processing goes to the confirmation page to wait", async () => {
    statuses.push("processing", "succeeded");
    expect(await run(adapter({ error: {} }))).toEqual({ kind: "processing" });
    expect(sleep).not.toHaveBeenCalled();
    expect(checkoutNotices.stillProcessing).not.toHaveBeenCalled();
  });

  it("step 6: requires_payment_method asks for another try", async () => {
    statuses.push("requires_payment_method");
    expect(await run(adapter({ error: { type: "invalid_request_error", message: "x" } }))).toEqual({
      kind: "stopped",
    });
    expect(checkoutNotices.needsRetry).toHaveBeenCalledOnce();
  });

  it("step 6: requires_action shows the verification toast and handles the next action", async () => {
    statuses.push("requires_action");
    const a = adapter({ error: {} }, { status: "succeeded" });
    expect(await run(a)).toEqual({ kind: "succeeded" });
    expect(checkoutNotices.verificationRequired).toHaveBeenCalledOnce();
    expect(a.handleNextAction).toHaveBeenCalledWith("pi_123_secret_abc");
  });

  it("step 6: any other status is retried once after 2 s, then 'still processing'", async () => {
    statuses.push("requires_confirmation", "requires_confirmation");
    expect(await run(adapter({ error: {} }))).toEqual({ kind: "stopped" });
    expect(sleep.mock.calls).toEqual([[RECHECK_DELAY_MS]]);
    expect(checkoutNotices.stillProcessing).toHaveBeenCalledOnce();
  });

  it("a confirmation answering processing needs no status check", async () => {
    expect(await run(adapter({ status: "processing" }))).toEqual({ kind: "processing" });
  });

  it("a cancelled payment is a failure", async () => {
    statuses.push("canceled");
    expect(await run(adapter({ error: {} }))).toEqual({ kind: "failed" });
  });
});
