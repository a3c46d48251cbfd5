import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StripePayments } from "./stripe.ts";
import { PaymentProviderError, WebhookSignatureError } from "./types.ts";

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  auth: string | undefined;
}

/** A local stand-in for api.stripe.com: just the payment intent calls, in Stripe's shapes. */
function fakeStripe() {
  const seen: Seen[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, Record<string, unknown>>();
  let failNextCreates = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (c) => {
        data += c;
      });
      req.on("end", () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = new URLSearchParams(await read(req));
    const path = req.url ?? "";
    const key = req.headers["idempotency-key"] as string | undefined;
    seen.push({ method: req.method ?? "", path, body, idempotencyKey: key, auth: req.headers.authorization });
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
      res.end(JSON.stringify(value));
    };
    if (req.method === "POST" && path === "/v1/payment_intents") {
      if (failNextCreates > 0) {
        failNextCreates--;
        return send(500, { error: { type: "api_error", message: "Try again" } });
      }
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return send(200, existing);
      const id = `pi_fake${String(intents.size + 1).padStart(8, "0")}`;
      const intent = {
        id,
        object: "payment_intent",
        amount: Number(body.get("amount")),
        currency: body.get("currency"),
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        metadata: { orderId: body.get("metadata[orderId]") },
      };
      intents.set(id, intent);
      if (key) byKey.set(key, intent);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/?]+)(\/cancel)?/.exec(path);
    const intent = match ? intents.get(match[1] as string) : undefined;
    if (!intent) {
      return send(404, {
        error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
      });
    }
    if (match?.[2]) {
      if (intent.status === "succeeded") {
        return send(400, {
          error: {
            type: "invalid_request_error",
            code: "payment_intent_unexpected_state",
            message: "succeeded",
          },
        });
      }
      intent.status = "canceled";
    }
    return send(200, intent);
  });
  return {
    server,
    seen,
    intents,
    failCreates: (n: number) => {
      failNextCreates = n;
    },
  };
}

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
    const created = await stripe.createIntent({
      amountPence: 5500,
      currency: "gbp",
      idempotencyKey: "order_retry",
      metadata: {},
    });
    expect(fake.seen).toHaveLength(2);
    expect(fake.seen.map((s) => s.idempotencyKey)).toEqual(["order_retry", "order_retry"]);
    expect(created.id).toMatch(/^pi_fake/);
    const again = await stripe.createIntent({
      amountPence: 5500,
      currency: "gbp",
      idempotencyKey: "order_retry",
      metadata: {},
    });
    expect(again.id).toBe(created.id);
  });

  it("gives up after its retries with a provider error", async () => {
    fake.failCreates(5);
    await expect(
      stripe.createIntent({ amountPence: 100, currency: "gbp", idempotencyKey: "order_down", metadata: {} }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.seen).toHaveLength(3);
    fake.failCreates(0);
  });

  it("retrieves and maps statuses; unknown ids are null", async () => {
    const created = await stripe.createIntent({
      amountPence: 1234,
      currency: "gbp",
      idempotencyKey: "order_r",
      metadata: {},
    });
    for (const status of ["requires_action", "processing", "succeeded"]) {
      (fake.intents.get(created.id) as Record<string, unknown>).status = status;
      expect(await stripe.retrieveIntent(created.id)).toEqual({
        id: created.id,
        status,
        amountPence: 1234,
        currency: "gbp",
      });
    }
    expect(await stripe.retrieveIntent("pi_missing000000")).toBeNull();
  });

  it("cancels, and reports a succeeded intent as it is instead of failing", async () => {
    const a = await stripe.createIntent({
      amountPence: 500,
      currency: "gbp",
      idempotencyKey: "order_c1",
      metadata: {},
    });
    expect((await stripe.cancelIntent(a.id))?.status).toBe("canceled");
    const b = await stripe.createIntent({
      amountPence: 500,
      currency: "gbp",
      idempotencyKey: "order_c2",
      metadata: {},
    });
    (fake.intents.get(b.id) as Record<string, unknown>).status = "succeeded";
    expect((await stripe.cancelIntent(b.id))?.status).toBe("succeeded");
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
});
