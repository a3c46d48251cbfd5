import { describe, expect, it } from "vitest";
import { eventFromStripeShape } from "./types.ts";

const event = (type: string, object: Record<string, unknown>) => ({ id: "evt_1", type, data: { object } });

describe("eventFromStripeShape", () => {
  it("takes the intent id from a payment intent event", () => {
    expect(
      eventFromStripeShape(event("payment_intent.succeeded", { id: "pi_a", object: "payment_intent" })),
    ).toEqual({ id: "evt_1", type: "payment_intent.succeeded", paymentIntentId: "pi_a" });
  });

  it.each([
    ["charge.refunded", { id: "ch_1", object: "charge", payment_intent: "pi_b" }],
    ["refund.created", { id: "re_1", object: "refund", payment_intent: "pi_b" }],
    [
      "refund.updated",
      { id: "re_1", object: "refund", payment_intent: { id: "pi_b", object: "payment_intent" } },
    ],
  ])("takes the intent a %s event's object names", (type, object) => {
    expect(eventFromStripeShape(event(type, object)).paymentIntentId).toBe("pi_b");
  });

  it.each([
    ["charge.refunded", { id: "ch_1", object: "charge", payment_intent: null }],
    ["refund.updated", { id: "re_1", object: "refund" }],
    ["charge.dispute.created", { id: "dp_1", object: "dispute", payment_intent: "pi_c" }],
    ["customer.created", { id: "cus_1", object: "customer" }],
    ["refund.updated", { id: "re_1", object: "refund", payment_intent: 42 }],
  ])("has no intent for %s with %j", (type, object) => {
    expect(eventFromStripeShape(event(type, object)).paymentIntentId).toBeUndefined();
  });

  it("copes with an event without data", () => {
    expect(eventFromStripeShape({ id: "evt_2", type: "ping" })).toEqual({
      id: "evt_2",
      type: "ping",
      paymentIntentId: undefined,
    });
  });
});
