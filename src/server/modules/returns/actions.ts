import type { AppContext } from "#server/context.ts";
import type { ReturnMoved } from "#shared/schemas/returns-admin.ts";
import { issueReturnLabel } from "./label.ts";
import { moveReturn } from "./lifecycle.ts";
import { findReturn, type ReturnRow } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log" | "shipping" | "storage">;

export const moved = (row: ReturnRow): ReturnMoved => ({
  id: row.id,
  returnNumber: row.returnNumber,
  status: row.status,
});

/**
 * Approved, with a prepaid label from the carrier when the shop pays the postage: the approval email then
 * points to it, and the return is at "label sent". The label is asked for before the approval is written, so
 * a label made for an approval that then fails (approved meanwhile) is deleted again.
 */
export async function approveReturn(
  ctx: Ctx,
  id: number,
  actor: string,
  note?: string,
): Promise<ReturnMoved> {
  const row = await findReturn(ctx.db, id);
  const label = row?.status === "requested" ? await issueReturnLabel(ctx, row) : null;
  let approved: ReturnRow;
  try {
    approved = await moveReturn(ctx, id, "approved", {
      actor,
      reason: note ?? null,
      ...(label ? { set: label } : {}),
    });
  } catch (error) {
    if (label) await ctx.storage.delete(label.labelStorageKey).catch(() => {});
    throw error;
  }
  if (!label) return moved(approved);
  const reason = `Prepaid return label, tracking ${label.labelTrackingNumber}`;
  return moved(await moveReturn(ctx, id, "label_sent", { actor: "carrier", reason }));
}

/** The reason is the shopper's to read, in the email and on the order page. */
export const refuseReturn = async (ctx: Ctx, id: number, actor: string, reason: string) =>
  moved(await moveReturn(ctx, id, "refused", { actor, reason, set: { refusalReason: reason } }));

export const markLabelSent = async (ctx: Ctx, id: number, actor: string, note?: string) =>
  moved(await moveReturn(ctx, id, "label_sent", { actor, reason: note ?? null }));

export const markInTransit = async (ctx: Ctx, id: number, actor: string, note?: string) =>
  moved(await moveReturn(ctx, id, "in_transit", { actor, reason: note ?? null }));

/** Finished without (more) money back: repaired, replaced, or after its refund. */
export const closeReturn = async (ctx: Ctx, id: number, actor: string, note?: string) =>
  moved(await moveReturn(ctx, id, "closed", { actor, reason: note ?? null }));
