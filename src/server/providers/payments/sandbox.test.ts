import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, checkout } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { luhnValid } from "#shared/cards.ts";
import { SandboxPayments } from "./sandbox.ts";
import { checkCard } from "./sandbox-cards.ts";
import { WebhookSignatureError } from "./types.ts";

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe("sandbox card checks", () => {
  it("applies the Luhn check", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4000002760003184")).toBe(true);
  });

  it("reports field errors in Stripe's words", () => {
    const card = { cardNumber: "4242424242424242", expMonth: 12, expYear: NEXT_YEAR, cvc: "123" };
    expect(checkCard(card)).toEqual([]);
    expect(checkCard({ ...card, cardNumber: "4242424242424241" })[0]).toEqual({
      path: "cardNumber",
      message: "Your card number is invalid.",
    });
    expect(checkCard({ ...card, cardNumber: "4242" })[0]?.message).toBe("Your card number is incomplete.");
    expect(checkCard({ ...card, expYear: 20 })[0]).toEqual({
      path: "expiry",
      message: "Your card's expiration date is in the past.",
    });
    expect(checkCard({ ...card, expMonth: 13 })[0]?.path).toBe("expiry");
    expect(checkCard({ ...card, cvc: "12" })[0]).toEqual({
      path: "cvc",
      message: "Your card's security code is incomplete.",
    });
    expect(checkCard({ ...card, cvc: "12a" })[0]?.path).toBe("cvc");
    expect(checkCard({ ...card, cardNumber: "378282246310005", cvc: "1234" })).toEqual([]);
  });

  it("accepts this month and refuses last month", () => {
    const now = new Date(Date.UTC(2030, 4, 15));
    const card = { cardNumber: "4242424242424242", cvc: "123" };
    expect(checkCard({ ...card, expMonth: 5, expYear: 30 }, now)).toEqual([]);
    expect(checkCard({ ...card, expMonth: 4, expYear: 2030 }, now)).toHaveLength(1);
  });
});

describe.each(dbKinds())("sandbox payments on %s", (kind) => {
  let t: TestApp;
  let sandbox: SandboxPayments;
  beforeAll(async () => {
    t = await createTestApp(kind);
    sandbox = t.ctx.payments as SandboxPayments;
  });
  afterAll(() => t.close());

  const confirmWith = async (card: Record<string, unknown>) => {
    const c = await checkout(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/sandbox/payment-intents/${c.paymentIntentId}/confirm`,
      payload: {
        clientSecret: c.clientSecret,
        expMonth: "12",
        expYear: String(NEXT_YEAR),
        cvc: "123",
        ...card,
      },
    });
    const status = (await sandbox.retrieveIntent(c.paymentIntentId))?.status;
    return { res, status };
  };

  it.each([
    [CARDS.ok, "succeeded", undefined],
    ["5555 5555 5555 4444", "succeeded", undefined],
    [CARDS.declined, "requires_payment_method", "Your card was declined."],
    [CARDS.insufficient, "requires_payment_method", "Your card has insufficient funds."],
    [CARDS.threeDS, "requires_action", undefined],
  ])("card %s ends %s", async (cardNumber, status, message) => {
    const { res, status: stored } = await confirmWith({ cardNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentIntent.status).toBe(status);
    expect(stored).toBe(status);
    expect(res.json().error?.message).toBe(message);
  });

  it.each([
    [{ cardNumber: "4242 4242 4242 4241" }, "cardNumber"],
    [{ cardNumber: CARDS.ok, expYear: "2001" }, "expiry"],
    [{ cardNumber: CARDS.ok, cvc: "9" }, "cvc"],
  ])("refuses %j with a field error and charges nothing", async (card, path) => {
    const { res, status } = await confirmWith(card);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
    expect(res.json().message).toMatch(/^Your card/);
    expect(status).toBe("requires_payment_method");
  });

  it("needs the intent's own client secret and a known id", async () => {
    const a = await checkout(t.app);
    const b = await checkout(t.app);
    const payload = {
      clientSecret: b.clientSecret,
      cardNumber: CARDS.ok,
      expMonth: 1,
      expYear: NEXT_YEAR,
      cvc: "123",
    };
    const wrong = await t.app.inject({
      method: "POST",
      url: `/api/sandbox/payment-intents/${a.paymentIntentId}/confirm`,
      payload,
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/sandbox/payment-intents/pi_doesnotexist00000000/confirm",
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await sandbox.retrieveIntent(a.paymentIntentId))?.status).toBe("requires_payment_method");
  });

  it("cannot pay twice: a second confirm reports the unexpected state", async () => {
    const c = await checkout(t.app);
    const payload = {
      clientSecret: c.clientSecret,
      cardNumber: CARDS.ok,
      expMonth: 1,
      expYear: NEXT_YEAR,
      cvc: "123",
    };
    const url = `/api/sandbox/payment-intents/${c.paymentIntentId}/confirm`;
    const [one, two] = await Promise.all([
      t.app.inject({ method: "POST", url, payload }),
      t.app.inject({ method: "POST", url, payload }),
    ]);
    const errors = [one.json().error?.code, two.json().error?.code];
    expect(errors.filter((e) => e === "payment_intent_unexpected_state")).toHaveLength(1);
  });

  it("honours idempotency keys and refuses a key reused with another amount", async () => {
    const input = { amountPence: 5500, currency: "gbp" as const, idempotencyKey: "order_same", metadata: {} };
    const first = await sandbox.createIntent(input);
    const again = await sandbox.createIntent(input);
    expect(again).toEqual(first);
    await expect(sandbox.createIntent({ ...input, amountPence: 100 })).rejects.toThrow(/same parameters/);
    expect(await sandbox.cancelIntent(first.id)).toMatchObject({ status: "canceled" });
    expect(await sandbox.retrieveIntent("pi_unknown000000000000")).toBeNull();
  });

  it("survives a restart: a second provider on the same database sees the intents", async () => {
    const c = await checkout(t.app);
    const other = new SandboxPayments(t.ctx.db);
    expect(await other.retrieveIntent(c.paymentIntentId)).toMatchObject({
      status: "requires_payment_method",
    });
  });

  it("verifies webhook signatures with its secret", () => {
    const payload = JSON.stringify({
      id: "evt_1",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_x", object: "payment_intent" } },
    });
    const event = sandbox.parseWebhook(Buffer.from(payload), sandbox.signWebhook(payload));
    expect(event).toEqual({ id: "evt_1", type: "payment_intent.succeeded", paymentIntentId: "pi_x" });
    expect(() => sandbox.parseWebhook(Buffer.from(`${payload} `), sandbox.signWebhook(payload))).toThrow(
      WebhookSignatureError,
    );
    expect(() => sandbox.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});
