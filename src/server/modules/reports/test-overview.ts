import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { DbOrTx } from "#server/db/client.ts";
import { abandonedCarts, emailOutbox, orders } from "#server/db/schema/index.ts";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { Overview } from "#shared/schemas/overview.ts";
import { placedOrder, refundOf } from "./test-vat.ts";

/**
 * For tests: a saved basket, its reminder sent (the cart's mark and the email, as the reminder job leaves
 * them) and its recovery as the payment marks the cart.
 */
export async function savedBasket(
  db: DbOrTx,
  marks: { reminderSentAt?: string; recoveredAt?: string; recoveredOrderId?: number },
): Promise<void> {
  const email = `basket-${randomUUID()}@example.com`;
  if (marks.reminderSentAt) {
    await db.insert(emailOutbox).values({
      kind: "basket_reminder",
      to: email,
      subject: "Your basket",
      text: "Your basket is waiting",
      transport: "outbox",
      status: "sent",
      createdAt: new Date(marks.reminderSentAt),
    });
  }
  await db.insert(abandonedCarts).values({
    email,
    cartData: {},
    totalAmountPence: 1000,
    reminderConsent: true,
    ...(marks.reminderSentAt ? { reminderSentAt: new Date(marks.reminderSentAt) } : {}),
    ...(marks.recoveredAt
      ? {
          recovered: true,
          recoveredAt: new Date(marks.recoveredAt),
          recoveredOrderId: marks.recoveredOrderId,
        }
      : {}),
  });
}

/** For tests: an order line of `quantity` units costing `itemTotalPence` in all. */
export const line = (productId: number, quantity: number, itemTotalPence: number, options = {}) => ({
  productId,
  productName: `Product ${productId}`,
  quantity,
  unitPricePence: Math.round(itemTotalPence / quantity),
  itemTotalPence,
  ...options,
});

/**
 * The first week of July 2025 in London (BST), 1 to 7 July, beside the week before it (24 to 30 June).
 * For tests: seeds them, each order, refund and basket where its comment says.
 */
export async function seedOverviewWeeks(db: DbOrTx): Promise<void> {
  const who = (email: string, extra = {}) => ({ order: { customerEmail: email, ...extra } });
  // Before both weeks: makes old@ a returning customer; refunded in the week before.
  const old = await placedOrder(
    db,
    "2025-06-01T10:00:00.000Z",
    "GB",
    { totalPence: 4000 },
    who("old@example.com"),
  );
  await refundOf(db, old, 500, "2025-06-26T09:00:00.000Z");
  // 30 June 23:30 BST: the week before's last day.
  await refundOf(db, old, 200, "2025-06-30T22:30:00.000Z");
  // The week before: 25 June, and 30 June at 23:59 BST (a first order of ret@, in another case).
  await placedOrder(
    db,
    "2025-06-25T09:00:00.000Z",
    "GB",
    { totalPence: 2000 },
    {
      ...who("gail@example.com"),
      items: [line(PRODUCT_IDS.primary, 1, 2000, { colorId: 1, primaryLensTypeId: 1 })],
    },
  );
  const b = await placedOrder(
    db,
    "2025-06-30T22:59:00.000Z",
    "GB",
    { totalPence: 3000 },
    {
      ...who("Ret@Example.com"),
      items: [line(PRODUCT_IDS.socks, 2, 3000, { sockSizeId: 2 })],
    },
  );
  // Refunded in this week (the sale was the week before's).
  await refundOf(db, b, 1000, "2025-07-02T09:00:00.000Z");
  // 23:30 UTC on 30 June is 00:30 on 1 July in London: this week's first day.
  const a = await placedOrder(
    db,
    "2025-06-30T23:30:00.000Z",
    "GB",
    { totalPence: 5000 },
    {
      ...who("new@example.com"),
      items: [
        line(PRODUCT_IDS.primary, 1, 3800, { colorId: 2, primaryLensTypeId: 5 }),
        line(PRODUCT_IDS.socks, 3, 1200, { sockSizeId: 2 }),
      ],
    },
  );
  // 00:10 on 1 July in London.
  await refundOf(db, a, 700, "2025-06-30T23:10:00.000Z");
  // A prescription order to Ireland with a code, restored from a basket reminder; a refund still pending.
  const c = await placedOrder(
    db,
    "2025-07-03T10:00:00.000Z",
    "IE",
    { totalPence: 8000 },
    {
      ...who("ret@example.com", {
        subtotalPence: 8800,
        discountPence: 800,
        discountCode: "SUMMER10",
        needsPrescription: true,
        status: "with_lab",
        basketRecovered: true,
      }),
      items: [line(PRODUCT_IDS.prescriptionPro, 1, 8800, { colorId: 3, prescriptionLensTypeId: 12 })],
    },
  );
  await refundOf(db, c, 300, "2025-07-04T09:00:00.000Z", "pending");
  // No address (an erased order): counted as a sale, not as a customer.
  await placedOrder(
    db,
    "2025-07-04T10:00:00.000Z",
    "GB",
    { totalPence: 1000 },
    {
      ...who(""),
      items: [line(PRODUCT_IDS.nosePads, 2, 1000)],
    },
  );
  // The same code again; refunded in full the week after.
  const d = await placedOrder(
    db,
    "2025-07-05T12:00:00.000Z",
    "GB",
    { totalPence: 6000 },
    {
      ...who("dee@example.com", { subtotalPence: 6600, discountPence: 600, discountCode: "SUMMER10" }),
      items: [line(PRODUCT_IDS.socks, 4, 6600, { sockSizeId: 3 })],
    },
  );
  await refundOf(db, d, 6000, "2025-07-10T09:00:00.000Z");
  // old@ again, awaiting the prescription.
  await placedOrder(
    db,
    "2025-07-06T08:00:00.000Z",
    "GB",
    { totalPence: 2500 },
    {
      ...who("OLD@example.com", { needsPrescription: true, status: "awaiting_prescription" }),
      items: [line(PRODUCT_IDS.prescription, 1, 2500, { colorId: 2, prescriptionLensTypeId: 12 })],
    },
  );
  // Below the card minimum: charged 30p. 21:00 on 7 July.
  await placedOrder(
    db,
    "2025-07-07T20:00:00.000Z",
    "US",
    { totalPence: 20, minimumChargePence: 30 },
    {
      ...who("tiny@example.com"),
      items: [line(PRODUCT_IDS.nosePads, 1, 20)],
    },
  );
  // Midnight starting 8 July: the week after.
  await placedOrder(db, "2025-07-07T23:00:00.000Z", "GB", { totalPence: 9999 }, who("late@example.com"));
  // Never placed: a checkout left unpaid and a payment held for review.
  for (const status of ["pending", "review"] as const) {
    const id = await placedOrder(
      db,
      "2025-07-02T10:00:00.000Z",
      "GB",
      { totalPence: 7000 },
      who("x@example.com"),
    );
    await db.update(orders).set({ paidAt: null, status }).where(eq(orders.id, id));
  }
  // Either side of the clock changes: each at the first or last moment of its London day.
  for (const [paidAt, totalPence] of [
    ["2025-10-25T22:59:59.000Z", 100],
    ["2025-10-25T23:00:00.000Z", 200],
    ["2025-10-27T00:00:00.000Z", 400],
    ["2025-10-26T23:59:59.000Z", 300],
    ["2026-03-28T23:59:59.000Z", 10],
    ["2026-03-29T00:00:00.000Z", 20],
    ["2026-03-29T22:59:59.000Z", 30],
    ["2026-03-29T23:00:00.000Z", 40],
  ] as const) {
    await placedOrder(db, paidAt, "GB", { totalPence, minimumChargePence: 0 }, who("clock@example.com"));
  }
  // Baskets: three reminders sent this week (one won back order c, one won back after it), one before it.
  await savedBasket(db, { reminderSentAt: "2025-07-02T10:00:00.000Z" });
  await savedBasket(db, { reminderSentAt: "2025-06-28T10:00:00.000Z" });
  await savedBasket(db, {
    reminderSentAt: "2025-07-01T08:00:00.000Z",
    recoveredAt: "2025-07-03T10:00:00.000Z",
    recoveredOrderId: c,
  });
  await savedBasket(db, {
    reminderSentAt: "2025-07-05T08:00:00.000Z",
    recoveredAt: "2025-07-09T10:00:00.000Z",
  });
}

/** For tests: the overview asked with the owner's session; `read` expects a 200 and parses the answer. */
export function overviewRequests(app: FastifyInstance, auth: Record<string, string>) {
  const get = (query: string) =>
    app.inject({ method: "GET", url: `/api/admin/reports/overview?${query}`, headers: auth });
  const read = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return Overview.parse(res.json());
  };
  return { get, read };
}
