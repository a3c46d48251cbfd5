import fc from "fast-check";
import { adminToken, TEST_ADMIN } from "#server/modules/admin-auth/testing.ts";
import {
  AFRICA,
  addCode,
  buy,
  CARDS,
  CUSTOMER,
  checkout,
  ELIGIBLE,
  PRIMARY,
  SOCKS,
} from "#server/modules/checkout/testing.ts";
import { VALID_FIELDS } from "#server/modules/prescriptions/testing.ts";
import type { TestApp } from "../test-app.ts";
import type { FuzzContext, FuzzExample } from "./request.ts";
import type { Hint } from "./schema-walk.ts";

const CATALOGUE_IDS = new Set([
  "productId",
  "colorId",
  "lensTypeId",
  "sockSizeId",
  "frameId",
  "visionTypeId",
  "finishId",
  "frameColorId",
  "prescriptionLensTypeId",
]);

export interface Fixtures extends FuzzContext {
  /** A new admin session: the fuzzer's own POST /api/logout ends the one it uses. */
  renewAdmin(): Promise<void>;
}

/**
 * Rows for the fuzzer to aim at, so its valid-looking requests reach the services rather than stopping
 * at "not found": a paid order, a pending checkout, a contact message and a discount code.
 */
export async function fuzzFixtures(t: TestApp): Promise<Fixtures> {
  let token = await adminToken(t.ctx);
  const paid = await buy(t.app);
  const pending = await checkout(t.app);
  const contact = await t.app.inject({
    method: "POST",
    url: "/api/contact-messages",
    payload: { name: "Fuzz", email: CUSTOMER.email, subject: "Hello", message: "A message" },
  });
  await addCode(t.ctx, { code: "FUZZ10" });
  const intents = [paid.checkout.paymentIntentId, pending.paymentIntentId];
  const orderIds = [paid.order.id, pending.orderId];
  const ids = [...orderIds, (contact.json() as { id: number }).id, 1, 2];

  const { country: _country, ...shopper } = CUSTOMER;
  // Bodies the schemas alone cannot describe (refinements, rows that must exist), for the edge sweep.
  const examples: Record<string, FuzzExample> = {
    "POST /api/prescription-pro/orders": {
      body: {
        visionType: "varifocal",
        frameColorId: 3,
        prescriptionLensTypeId: 16,
        finishId: 2,
        ...shopper,
        eligibility: ELIGIBLE,
      },
    },
    "POST /api/sandbox/payment-intents/:paymentIntentId/confirm": {
      params: { paymentIntentId: pending.paymentIntentId },
      body: {
        clientSecret: pending.clientSecret,
        cardNumber: CARDS.ok,
        expMonth: 12,
        expYear: 2040,
        cvc: "123",
      },
    },
    "POST /api/discount-codes": {
      body: {
        code: "EDGE10",
        description: "Ten off",
        discountType: "percentage",
        discountValue: 10,
        validFrom: "2024-01-01",
      },
    },
    "POST /api/admin/orders/:id/refunds": {
      params: { id: String(paid.order.id) },
      body: { amountPence: 100, reason: "Scratched lens", idempotencyKey: "fuzz-edge-refund" },
    },
    "POST /api/prescriptions": { body: VALID_FIELDS },
    "POST /api/login": { body: TEST_ADMIN },
  };

  const hint: Hint = (path) => {
    const name = path.at(-1);
    if (!name) return undefined;
    if (/paymentintentid$/i.test(name)) return fc.constantFrom(...intents);
    if (name === "id" || name === "file") return fc.constantFrom(...ids);
    if (name === "orderId")
      return fc.oneof(fc.constantFrom(...orderIds), fc.constantFrom(...orderIds.map((id) => `P${id}`)));
    if (name === "items")
      return fc.array(fc.constantFrom(PRIMARY, SOCKS, AFRICA), { minLength: 1, maxLength: 3 });
    if (CATALOGUE_IDS.has(name)) return fc.integer({ min: 1, max: 6 });
    if (name === "clientSecret") return fc.constantFrom(paid.checkout.clientSecret, pending.clientSecret);
    if (name === "checkoutToken") return fc.constant(pending.checkoutToken);
    if (name === "email") return fc.constantFrom(CUSTOMER.email, "fuzz.shopper@example.com");
    if (name === "country") return fc.constantFrom("GB", "United Kingdom", "France", "Ireland");
    if (name === "code" || name === "discountCode") return fc.constantFrom("FUZZ10", "DEMO10", "NOPE");
    if (name === "validFrom" || name === "validUntil")
      return fc.constantFrom("2024-01-01", "2030-12-31T23:59:59Z");
    if (name === "from" || name === "to") return fc.constantFrom("2024-01-01", "2025-06-30", "2031-01-01");
    if (name === "username") return fc.constant("admin");
    return undefined;
  };

  return {
    hint,
    examples,
    adminToken: () => token,
    clientSecrets: [paid.checkout.clientSecret, pending.clientSecret],
    renewAdmin: async () => {
      token = await adminToken(t.ctx);
    },
  };
}
