import type { AppContext } from "#server/context.ts";
import type { ReturnMoved } from "#shared/schemas/returns-admin.ts";
import { moveReturn } from "./lifecycle.ts";
import type { ReturnRow } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log">;

export const moved = (row: ReturnRow): ReturnMoved => ({
  id: row.id,
  returnNumber: row.returnNumber,
  status: row.status,
});

export const approveReturn = async (ctx: Ctx, id: number, actor: string, note?: string) =>
  moved(await moveReturn(ctx, id, "approved", { actor, reason: note ?? null }));

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
