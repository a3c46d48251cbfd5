import { inArray } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { returnPhotos, returns } from "#server/db/schema/index.ts";

/**
 * The person in these orders' returns, gone when the shopper is erased: the photos (files, then rows) and the
 * descriptions they wrote. The returns themselves stay with the orders' accounting (lines, dates, refunds).
 */
export async function forgetReturns(
  ctx: Pick<AppContext, "storage">,
  tx: DbOrTx,
  orderIds: number[],
): Promise<number> {
  if (orderIds.length === 0) return 0;
  const theirs = tx.select({ id: returns.id }).from(returns).where(inArray(returns.orderId, orderIds));
  const photos = await tx
    .select({ id: returnPhotos.id, storageKey: returnPhotos.storageKey })
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnId, theirs));
  for (const photo of photos) await ctx.storage.delete(photo.storageKey);
  if (photos.length > 0) {
    await tx.delete(returnPhotos).where(
      inArray(
        returnPhotos.id,
        photos.map((p) => p.id),
      ),
    );
  }
  await tx.update(returns).set({ description: "" }).where(inArray(returns.orderId, orderIds));
  return photos.length;
}
