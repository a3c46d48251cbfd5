import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvents } from "#server/db/schema/index.ts";
import { SandboxPayments } from "#server/providers/payments/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const intent = (id: unknown) => ({ object: { id, object: "payment_intent" } });

/** Correctly signed bodies that are not events the shop can use answered 500. */
describe.each(dbKinds())("signed webhooks that are not usable events on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const deliver = (payload: string) => {
    const sandbox = t.ctx.payments as SandboxPayments;
    if (!(sandbox instanceof SandboxPayments)) throw new Error("needs the sandbox");
    return t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": sandbox.signWebhook(payload) },
      payload,
    });
  };

  it.each([
    ["a null id", { id: null, type: "payment_intent.succeeded", data: intent("pi_abcdefgh1") }],
    ["a numeric id", { id: 42, type: "payment_intent.succeeded", data: intent("pi_abcdefgh1") }],
    [
      "an id with a NUL",
      { id: "evt_\u0000", type: "payment_intent.succeeded", data: intent("pi_abcdefgh1") },
    ],
    ["no type", { id: "evt_notype" }],
    ["a numeric type", { id: "evt_numtype", type: -1.5, data: { object: true } }],
    ["a type with a lone surrogate", { id: "evt_surrogate", type: "refund.\ud800" }],
    ["null", null],
    ["an array", [1]],
  ])("refuses an event with %s: 400 with a message, nothing recorded", async (_what, event) => {
    const res = await deliver(JSON.stringify(event));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not an event/);
    expect(await t.ctx.db.select().from(webhookEvents)).toEqual([]);
  });

  it.each([
    ["a NUL", "pi_\u0000abcdefgh"],
    ["a lone surrogate", "pi_\udc00abcdefgh"],
    ["a number", 7],
  ])("acknowledges as ignored an event whose payment intent id has %s", async (_what, id) => {
    const res = await deliver(
      JSON.stringify({ id: `evt_odd_${_what.length}`, type: "payment_intent.succeeded", data: intent(id) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: "ignored" });
  });
});
