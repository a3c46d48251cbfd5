import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestDatabase, dbKinds } from "#server/test/test-db.ts";
import { SandboxPayments } from "./sandbox.ts";
import { PaymentProviderError } from "./types.ts";

const CARD = {
  cardNumber: "4242424242424242",
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: "123",
};

describe.each(dbKinds())("sandbox refunds and amount updates on %s", (kind) => {
  let database: Database;
  let sandbox: SandboxPayments;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    sandbox = new SandboxPayments(database.db);
  });
  afterAll(() => database.close());

  const intent = (amountPence: number) =>
    sandbox.createIntent({ amountPence, currency: "gbp", idempotencyKey: randomUUID(), metadata: {} });
  const paid = async (amountPence: number) => {
    const created = await intent(amountPence);
    await sandbox.confirm(created.id, created.clientSecret, CARD);
    return created.id;
  };
  const refund = (paymentIntentId: string, amountPence: number, idempotencyKey: string = randomUUID()) =>
    sandbox.refund({ paymentIntentId, amountPence, idempotencyKey, metadata: { refundId: idempotencyKey } });

  it("updates the amount before payment, never below 30p, and not once paid", async () => {
    const created = await intent(5500);
    expect(await sandbox.updateIntentAmount(created.id, 4200)).toMatchObject({
      id: created.id,
      amountPence: 4200,
      status: "requires_payment_method",
    });
    await expect(sandbox.updateIntentAmount(created.id, 29)).rejects.toThrow(/at least 30 pence/);
    await expect(sandbox.updateIntentAmount(created.id, 40.5)).rejects.toBeInstanceOf(PaymentProviderError);
    await sandbox.confirm(created.id, created.clientSecret, CARD);
    await expect(sandbox.updateIntentAmount(created.id, 100)).rejects.toThrow(/status of succeeded/);
    expect((await sandbox.retrieveIntent(created.id))?.amountPence).toBe(4200);
    await expect(sandbox.updateIntentAmount("pi_unknown000000000000", 100)).rejects.toThrow(/No such/);
  });

  it("may update an intent waiting on 3-D Secure, not a canceled one", async () => {
    const created = await intent(1000);
    await sandbox.confirm(created.id, created.clientSecret, { ...CARD, cardNumber: "4000002760003184" });
    expect((await sandbox.updateIntentAmount(created.id, 900)).status).toBe("requires_action");
    await sandbox.cancelIntent(created.id);
    await expect(sandbox.updateIntentAmount(created.id, 800)).rejects.toThrow(/status of canceled/);
  });

  it("refunds in parts up to the amount and lists them newest first", async () => {
    const id = await paid(5000);
    const first = await refund(id, 2000);
    expect(first).toMatchObject({ paymentIntentId: id, amountPence: 2000, status: "succeeded" });
    expect(first.id).toMatch(/^re_[A-Za-z0-9]{24}$/);
    await expect(refund(id, 3001)).rejects.toThrow(/greater than unrefunded amount on charge \(3000p\)/);
    const second = await refund(id, 3000);
    await expect(refund(id, 1)).rejects.toThrow(/already been refunded/);
    expect((await sandbox.listRefunds(id)).map((r) => [r.id, r.amountPence])).toEqual([
      [second.id, 3000],
      [first.id, 2000],
    ]);
    expect(await sandbox.listRefunds("pi_other0000000000000000")).toEqual([]);
  });

  it.each([0, -100, 10.5, Number.NaN])("refuses an amount of %s", async (amount) => {
    const id = await paid(1000);
    await expect(refund(id, amount)).rejects.toThrow(/positive whole number/);
    expect(await sandbox.listRefunds(id)).toEqual([]);
  });

  it("refunds only a succeeded payment that exists", async () => {
    const unpaid = await intent(1000);
    await expect(refund(unpaid.id, 100)).rejects.toThrow(/does not have a successful charge/);
    await expect(refund("pi_unknown000000000000", 100)).rejects.toThrow(/No such payment_intent/);
  });

  it("a reused key returns the same refund, and is refused with other parameters", async () => {
    const id = await paid(1000);
    const again = await Promise.all([refund(id, 400, "key-same"), refund(id, 400, "key-same")]);
    expect(again[1]).toEqual(again[0]);
    expect(await refund(id, 400, "key-same")).toEqual(again[0]);
    await expect(refund(id, 500, "key-same")).rejects.toThrow(/same parameters/);
    const other = await paid(1000);
    await expect(refund(other, 400, "key-same")).rejects.toThrow(/same parameters/);
    expect(await sandbox.listRefunds(id)).toHaveLength(1);
    expect(await sandbox.listRefunds(other)).toEqual([]);
  });

  it("twenty concurrent full refunds with different keys refund once", async () => {
    const id = await paid(2500);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => refund(id, 2500)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toBeInstanceOf(PaymentProviderError);
    expect(await sandbox.listRefunds(id)).toHaveLength(1);
  });

  it("twenty concurrent partial refunds never exceed the payment", async () => {
    const id = await paid(1000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => refund(id, 300)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const total = (await sandbox.listRefunds(id)).reduce((sum, r) => sum + r.amountPence, 0);
    expect(total).toBe(900);
  });
});
