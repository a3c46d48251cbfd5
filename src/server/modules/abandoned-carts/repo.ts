import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { abandonedCarts } from "#server/db/schema/index.ts";

interface CartValues {
  cartData: unknown;
  totalAmountPence: number;
  recovered: boolean;
  recoveryEmailSent: boolean;
  reminderConsent: boolean;
  lines: unknown;
}

/**
 * A save over a basket already bought starts a new basket: its reminder and recovery start again. Over
 * one not bought they stay, so a basket is never reminded twice however often it is saved.
 */
const NEW_BASKET = {
  reminderSentAt: sql`CASE WHEN ${abandonedCarts.recovered} THEN NULL ELSE ${abandonedCarts.reminderSentAt} END`,
  recoveredAt: sql`CASE WHEN ${abandonedCarts.recovered} THEN NULL ELSE ${abandonedCarts.recoveredAt} END`,
  recoveredOrderId: sql`CASE WHEN ${abandonedCarts.recovered} THEN NULL ELSE ${abandonedCarts.recoveredOrderId} END`,
};

/**
 * One cart per email. A save overwrites the email's cart only when it shows the token the cart is bound to,
 * or binds a cart nobody holds (saved without a token, or already recovered). False when it was refused.
 */
export async function upsertCart(
  db: DbOrTx,
  email: string,
  values: CartValues,
  tokenHash: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(abandonedCarts)
    .values({ email, ...values, tokenHash })
    .onConflictDoUpdate({
      target: abandonedCarts.email,
      set: { ...values, ...NEW_BASKET, tokenHash, updatedAt: sql`now()` },
      setWhere:
        tokenHash === null
          ? sql`false`
          : or(
              eq(abandonedCarts.tokenHash, tokenHash),
              isNull(abandonedCarts.tokenHash),
              eq(abandonedCarts.recovered, true),
            ),
    })
    .returning({ id: abandonedCarts.id });
  return rows.length > 0;
}

/** Marks the email's cart recovered, when the token is the one it is bound to (or it is bound to none). */
export async function markRecovered(db: DbOrTx, email: string, tokenHash: string | null): Promise<void> {
  await db
    .update(abandonedCarts)
    .set({ recovered: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(abandonedCarts.email, email),
        or(
          isNull(abandonedCarts.tokenHash),
          tokenHash ? eq(abandonedCarts.tokenHash, tokenHash) : sql`false`,
        ),
      ),
    );
}
