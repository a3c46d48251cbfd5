import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { abandonedCarts } from "#server/db/schema/index.ts";

export interface CartValues {
  cartData: unknown;
  totalAmountPence: number;
  recovered: boolean;
  recoveryEmailSent: boolean;
}

/** One cart per email: a capture overwrites the address's earlier one. */
export async function upsertCart(db: DbOrTx, email: string, values: CartValues): Promise<void> {
  await db
    .insert(abandonedCarts)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: abandonedCarts.email, set: { ...values, updatedAt: sql`now()` } });
}

export async function markRecovered(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(abandonedCarts)
    .set({ recovered: true, updatedAt: sql`now()` })
    .where(eq(abandonedCarts.email, email));
}
