import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy } from "#server/modules/checkout/testing.ts";
import { SandboxPayments } from "#server/providers/payments/index.ts";
import { createTestApp, type TestApp } from "../test-app.ts";
import { dbKinds } from "../test-db.ts";
import { expectSafeAnswer, FUZZ_LOG_LEVEL, LogCapture } from "./check.ts";
import { hostileValue, malformedJson } from "./hostile.ts";
import { toJson } from "./request.ts";
import { assertFuzz, fuzzSeed, runsFor } from "./seed.ts";

const TYPES = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "charge.refunded",
  "refund.updated",
  "customer.created",
];

/**
 * The webhook takes a raw body and checks its signature, so the route walk only ever gets 400 from it.
 * Here every body is signed with the sandbox's secret, so the event's own fields are what is fuzzed: a
 * signed event the shop cannot use must get 400 or be acknowledged, never 500.
 */
describe.each(dbKinds())("fuzzing signed webhook events on %s", (kind) => {
  const seed = fuzzSeed();
  const log = new LogCapture();
  let t: TestApp;
  let sandbox: SandboxPayments;
  let intent: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: FUZZ_LOG_LEVEL }, { logStream: log });
    if (!(t.ctx.payments instanceof SandboxPayments)) throw new Error("the webhook fuzz needs the sandbox");
    sandbox = t.ctx.payments;
    intent = (await buy(t.app)).checkout.paymentIntentId;
  });
  afterAll(() => t?.close());

  const maybe = (arb: fc.Arbitrary<unknown>, valid: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: arb });

  const eventArb = () =>
    fc.record(
      {
        id: maybe(hostileValue, fc.stringMatching(/^evt_[A-Za-z0-9]{4,20}$/)),
        object: fc.constant("event"),
        type: maybe(hostileValue, fc.constantFrom(...TYPES)),
        data: maybe(
          hostileValue,
          fc.record({
            object: maybe(
              hostileValue,
              fc.record({
                id: maybe(hostileValue, fc.constant(intent)),
                object: maybe(hostileValue, fc.constantFrom("payment_intent", "charge", "refund")),
                payment_intent: maybe(hostileValue, fc.constant(intent)),
              }),
            ),
          }),
        ),
      },
      { requiredKeys: ["object"] },
    );

  it("answers every signed event with 200 or a JSON 400, never a 5xx, and logs none of it", async () => {
    const body = fc.oneof(
      { weight: 6, arbitrary: eventArb().map(toJson) },
      { weight: 1, arbitrary: hostileValue.map(toJson) },
      { weight: 1, arbitrary: malformedJson },
    );
    const property = fc.asyncProperty(body, async (payload) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: { "content-type": "application/json", "stripe-signature": sandbox.signWebhook(payload) },
        payload,
      });
      expectSafeAnswer(res, "POST", log);
      expect([200, 400, 413]).toContain(res.statusCode);
    });
    await assertFuzz(seed, "signed webhook events", property, runsFor(400));
  }, 300_000);
});
