import type { AppContext } from "#server/context.ts";
import { now } from "#server/lib/clock.ts";
import { notFound } from "#server/lib/http-error.ts";
import { findOrder, listItems } from "#server/modules/orders/index.ts";
import type { StoredObject } from "#server/providers/storage/index.ts";
import type { AdminReturnDetail, AdminReturnList, AdminReturnsQuery } from "#shared/schemas/returns-admin.ts";
import { countOverdue, listedReturn, listReturns } from "./admin-repo.ts";
import { adminDetail, adminSummary } from "./admin-views.ts";
import { refundOffer } from "./offer.ts";
import { findPhoto, historyOf, linesOf, photosOf } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "storage">;

export async function adminReturnList(
  ctx: Ctx,
  query: AdminReturnsQuery,
  at = now(),
): Promise<AdminReturnList> {
  const [{ rows, total }, overdue] = await Promise.all([
    listReturns(ctx.db, query),
    countOverdue(ctx.db, at),
  ]);
  return {
    returns: rows.map((r) => adminSummary(r, at)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    overdue,
  };
}

export async function adminReturnDetail(ctx: Ctx, id: number, at = now()): Promise<AdminReturnDetail> {
  const row = await listedReturn(ctx.db, id);
  if (!row) throw notFound(`Return ${id} not found`);
  const order = await findOrder(ctx.db, { orderId: row.orderId });
  const [lines, items, photos, history] = await Promise.all([
    linesOf(ctx.db, [id]),
    listItems(ctx.db, row.orderId),
    photosOf(ctx.db, id),
    historyOf(ctx.db, [id]),
  ]);
  const offer = row.status === "received" && order ? await refundOffer(ctx.db, order, row) : null;
  return adminDetail(row, { lines, items, photos, history, offer }, at);
}

/** A return's photo for the admin, from the private store. */
export async function returnPhoto(ctx: Ctx, id: number, photoId: number): Promise<StoredObject> {
  const photo = await findPhoto(ctx.db, id, photoId);
  const file = photo ? await ctx.storage.get(photo.storageKey) : null;
  if (!file) throw notFound("Photo not found");
  return file;
}
