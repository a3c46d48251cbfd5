import { randomUUID } from "node:crypto";
import type { DbOrTx } from "#server/db/client.ts";
import { abandonedCarts } from "#server/db/schema/index.ts";

/** For tests: a saved basket, its reminder sent and its recovery as the reminder job records them. */
export async function savedBasket(
  db: DbOrTx,
  marks: { reminderSentAt?: string; recoveredAt?: string; recoveredOrderId?: number },
): Promise<void> {
  await db.insert(abandonedCarts).values({
    email: `basket-${randomUUID()}@example.com`,
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
