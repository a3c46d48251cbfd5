import { randomUUID } from "node:crypto";
import type { DbOrTx } from "#server/db/client.ts";
import { abandonedCarts, emailOutbox } from "#server/db/schema/index.ts";

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
