import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StripePayments } from "./stripe.ts";
import { fakeStripe } from "./test-fake-stripe.ts";
import { PaymentProviderError, type RefundInfo, WebhookSignatureError } from "./types.ts";

describe("Stripe adapter against a local fake of the Stripe API", () => {
  const fake = fakeStripe();
  let stripe: StripePayments;
  const webhookSecret = "whsec_test_secret";

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    const { port } = fake.server.address() as AddressInfo;
    stripe = new StripePayments({
      secretKey: "sk_test_fake",
      publishableKey: "pk_test_fake",
      webhookSecret,
      host: "127.0.0.1",
      port,
      protocol: "http",
      maxNetworkRetries: 2,
    });
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => {
    fake.seen.length = 0;
  });
  const newIntent = (idempotencyKey: string, amountPence: number) =>
    stripe.createIntent({ amountPence, currency: "gbp", idempotencyKey, metadata: {} });

  it("creates an intent for the exact amount in gbp, card only, with the order's idempotency key", async () => {
    const created = await stripe.createIntent({
      amountPence: 9900,
      currency: "gbp",
      idempotencyKey: "order_abc",
      metadata: { orderId: "42" },
    });
    expect(created).toEqual({
      id: "pi_fake00000001",
      clientSecret: "pi_fake00000001_secret_fake",
      status: "requires_payment_method",
    });
    const [call] = fake.seen;
    expect(call?.body.get("amount")).toBe("9900");
    expect(call?.body.get("currency")).toBe("gbp");
    expect(call?.body.get("allowed_payment_method_types[0]")).toBe("card");
    expect(call?.body.get("metadata[orderId]")).toBe("42");
    expect(call?.idempotencyKey).toBe("order_abc");
    expect(call?.auth).toBe("Bearer sk_test_fake");
    expect(stripe.publishableKey).toBe("pk_test_fake");
  });

  it("retries a failed create with the same Idempotency-Key", async () => {
    fake.failCreates(1);
    const created = await newIntent("order_retry", 5500);
    expect(fake.seen).toHaveLength(2);
    expect(fake.seen.map((s) => s.idempotencyKey)).toEqual(["order_retry", "order_retry"]);
    expect(created.id).toMatch(/^pi_fake/);
    const again = await newIntent("order_retry", 5500);
    expect(again.id).toBe(created.id);
  });

  it("gives up after its retries with a provider error", async () => {
    fake.failCreates(5);
    await expect(newIntent("order_down", 100)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.seen).toHaveLength(3);
    fake.failCreates(0);
  });

  it("retrieves and maps statuses; unknown ids are null", async () => {
    const created = await newIntent("order_r", 1234);
    for (const status of ["requires_action", "processing", "succeeded"]) {
      (fake.intents.get(created.id) as Record<string, unknown>).status = status;
      expect(await stripe.retrieveIntent(created.id)).toEqual({
        id: created.id,
        status,
        amountPence: 1234,
        currency: "gbp",
        clientSecret: created.clientSecret,
      });
    }
    expect(await stripe.retrieveIntent("pi_missing000000")).toBeNull();
  });

  it("cancels, and reports a succeeded intent as it is instead of failing", async () => {
    const a = await newIntent("order_c1", 500);
    expect((await stripe.cancelIntent(a.id))?.status).toBe("canceled");
    const b = await newIntent("order_c2", 500);
    (fake.intents.get(b.id) as Record<string, unknown>).status = "succeeded";
    expect((await stripe.cancelIntent(b.id))?.status).toBe("succeeded");
  });

  const paidIntent = async (key: string, amountPence: number) => {
    const created = await stripe.createIntent({
      amountPence,
      currency: "gbp",
      idempotencyKey: key,
      metadata: {},
    });
    (fake.intents.get(created.id) as Record<string, unknown>).status = "succeeded";
    fake.seen.length = 0;
    return created.id;
  };

  it("updates the amount of an unpaid intent and refuses once it is paid", async () => {
    const created = await newIntent("order_u", 5500);
    expect(await stripe.updateIntentAmount(created.id, 4200)).toMatchObject({
      id: created.id,
      amountPence: 4200,
    });
    const update = fake.seen.at(-1);
    expect(update?.method).toBe("POST");
    expect(update?.path).toBe(`/v1/payment_intents/${created.id}`);
    expect(update?.body.get("amount")).toBe("4200");
    (fake.intents.get(created.id) as Record<string, unknown>).status = "succeeded";
    await expect(stripe.updateIntentAmount(created.id, 100)).rejects.toThrow(/status of succeeded/);
    expect(fake.intents.get(created.id)?.amount).toBe(4200);
    await expect(stripe.updateIntentAmount("pi_missing000000", 100)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it("refunds through the Refunds API with our idempotency key and metadata", async () => {
    const intentId = await paidIntent("order_ref1", 5000);
    const refund = await stripe.refund({
      paymentIntentId: intentId,
      amountPence: 1200,
      idempotencyKey: "refund_1",
      metadata: { refundId: "7", orderId: "42" },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_fake/),
      paymentIntentId: intentId,
      amountPence: 1200,
      status: "succeeded",
      metadata: { refundId: "7", orderId: "42" },
    });
    const [call] = fake.seen;
    expect(call?.path).toBe("/v1/refunds");
    expect(call?.idempotencyKey).toBe("refund_1");
    expect(call?.body.get("payment_intent")).toBe(intentId);
    expect(call?.body.get("amount")).toBe("1200");
    expect(call?.body.get("metadata[refundId]")).toBe("7");
  });

  it("a retry with the same key returns the same refund and moves no more money", async () => {
    const intentId = await paidIntent("order_ref2", 3000);
    const input = { paymentIntentId: intentId, amountPence: 3000, idempotencyKey: "refund_2", metadata: {} };
    fake.loseRefundAnswers(1);
    const first = await stripe.refund(input);
    expect(fake.seen.map((s) => s.idempotencyKey)).toEqual(["refund_2", "refund_2"]);
    const again = await stripe.refund(input);
    expect(again.id).toBe(first.id);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    await expect(stripe.refund({ ...input, amountPence: 100 })).rejects.toThrow(/same parameters/);
  });

  it("passes on Stripe's refusals as provider errors", async () => {
    const intentId = await paidIntent("order_ref3", 1000);
    const refund = (amountPence: number, idempotencyKey: string) =>
      stripe.refund({ paymentIntentId: intentId, amountPence, idempotencyKey, metadata: {} });
    await expect(refund(1001, "refund_3a")).rejects.toThrow(/greater than unrefunded/);
    await refund(1000, "refund_3b");
    await expect(refund(1, "refund_3c")).rejects.toThrow(/already been refunded/);
    const unpaid = await newIntent("order_ref3u", 500);
    await expect(
      stripe.refund({
        paymentIntentId: unpaid.id,
        amountPence: 100,
        idempotencyKey: "refund_3d",
        metadata: {},
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("lists a payment's refunds, mapping Stripe's statuses to ours", async () => {
    const intentId = await paidIntent("order_ref4", 9000);
    const made: RefundInfo[] = [];
    for (const key of ["refund_4a", "refund_4b", "refund_4c"]) {
      made.push(
        await stripe.refund({
          paymentIntentId: intentId,
          amountPence: 1000,
          idempotencyKey: key,
          metadata: {},
        }),
      );
    }
    const set = (i: number, status: string) => {
      (fake.refunds.get(made[i]?.id as string) as Record<string, unknown>).status = status;
    };
    set(0, "requires_action");
    set(1, "failed");
    const listed = await stripe.listRefunds(intentId);
    expect(fake.seen.at(-1)?.path).toMatch(new RegExp(`^/v1/refunds\\?.*payment_intent=${intentId}`));
    expect(listed.map((r) => [r.id, r.status])).toEqual([
      [made[2]?.id, "succeeded"],
      [made[1]?.id, "failed"],
      [made[0]?.id, "pending"],
    ]);
    expect(await stripe.listRefunds("pi_none00000000")).toEqual([]);
  });

  it("checks webhook signatures over the raw body", () => {
    const payload = JSON.stringify({
      id: "evt_123",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_fake00000001", object: "payment_intent" } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(stripe.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: "evt_123",
      type: "payment_intent.succeeded",
      paymentIntentId: "pi_fake00000001",
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect(() => stripe.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(payload.replace("succeeded", "canceled")), header)).toThrow(
      WebhookSignatureError,
    );
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });

  it("reads the payment intent of a signed charge.refunded event", () => {
    const payload = JSON.stringify({
      id: "evt_456",
      object: "event",
      type: "charge.refunded",
      data: {
        object: { id: "ch_1", object: "charge", payment_intent: "pi_fake00000009", amount_refunded: 500 },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(stripe.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: "evt_456",
      type: "charge.refunded",
      paymentIntentId: "pi_fake00000009",
    });
  });
});
