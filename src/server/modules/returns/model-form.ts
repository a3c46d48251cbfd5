import type { AppContext } from "#server/context.ts";
import { now } from "#server/lib/clock.ts";
import { badRequest, notFound } from "#server/lib/http-error.ts";
import { normaliseOrderNumber } from "#server/modules/order-lookup/index.ts";
import { parseDay } from "#shared/dates.ts";
import type { ModelFormBody, ReturnMoved } from "#shared/schemas/returns-admin.ts";
import { moved } from "./actions.ts";
import { placedOrderId } from "./admin-repo.ts";
import { createReturn } from "./create.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log" | "storage">;

/** Noon in London on the day the shopper says they sent it: a notice sent in time counts, however late it arrives. */
function sentAt(day: string | undefined, today: Date): Date {
  if (!day) return today;
  const parsed = parseDay(day);
  if (!parsed) throw badRequest("sentOn must be a date such as 2026-11-30");
  const at = new Date(Date.UTC(parsed[0], parsed[1] - 1, parsed[2], 12));
  if (at.getTime() > today.getTime() + 86_400_000) throw badRequest("sentOn cannot be in the future");
  return at;
}

/**
 * A cancellation the shopper sent by email or post (the model form, or any clear statement): staff record
 * it as a change-of-mind return, approved at once, since the shopper needs no one's leave to cancel.
 */
export async function recordModelForm(ctx: Ctx, body: ModelFormBody, actor: string): Promise<ReturnMoved> {
  const orderNumber = normaliseOrderNumber(body.orderNumber);
  const orderId = await placedOrderId(ctx.db, orderNumber);
  if (!orderId) throw notFound(`No placed order has the number ${orderNumber}`);
  const row = await createReturn(ctx, orderId, {
    reason: "change_of_mind",
    description: body.description ?? "",
    lines: body.lines,
    via: body.via,
    actor,
    judgedAt: sentAt(body.sentOn, now()),
    startsAt: "approved",
  });
  return moved(row);
}
