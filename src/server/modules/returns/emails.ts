import type { AppContext } from "#server/context.ts";
import { businessDetails } from "#server/modules/catalogue/index.ts";
import {
  type EmailKind,
  type ReturnEmailInput,
  returnApprovedEmail,
  returnReceivedEmail,
  returnRefundedEmail,
  returnRefusedEmail,
  returnRequestedEmail,
} from "#server/modules/emails/index.ts";
import { findOrder, listItems, orderEmailInput } from "#server/modules/orders/index.ts";
import { returnAddressOf } from "#shared/returns/cancellation-info.ts";
import { linesOf, type ReturnRow } from "./repo.ts";
import { itemsText } from "./views.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log">;

/** The statuses the shopper hears about, each once per return (the dedupe key). */
type Told = "requested" | "approved" | "refused" | "received" | "refunded";

/**
 * Queues the email of a return's new status. A failed queueing never undoes the change: it is logged, and
 * the outbox shows what went.
 */
export async function tellShopper(ctx: Ctx, row: ReturnRow, status: Told): Promise<void> {
  try {
    const order = await findOrder(ctx.db, { orderId: row.orderId });
    if (!order?.customerEmail) return;
    const [input, items, lines] = await Promise.all([
      orderEmailInput(ctx, order),
      listItems(ctx.db, order.id),
      linesOf(ctx.db, [row.id]),
    ]);
    const r: ReturnEmailInput = {
      returnNumber: row.returnNumber,
      items: itemsText(lines, items),
      labelTrackingNumber: row.labelTrackingNumber,
      // Only the approval says where to send the parcel.
      ...(status === "approved"
        ? {
            returnAddress: returnAddressOf(
              (await ctx.catalogue.snapshot()).settings,
              await businessDetails(ctx),
            ),
          }
        : {}),
    };
    const mail =
      status === "requested"
        ? await returnRequestedEmail(input, r)
        : status === "approved"
          ? await returnApprovedEmail(input, r)
          : status === "refused"
            ? await returnRefusedEmail(input, r, row.refusalReason ?? "")
            : status === "received"
              ? await returnReceivedEmail(input, r)
              : await returnRefundedEmail(input, r, {
                  amountPence: row.refundedPence ?? 0,
                  deductionPence: row.deductionPence,
                  deductionReason: row.deductionReason,
                });
    const kind: EmailKind = `return_${status}`;
    await ctx.email.send(
      kind,
      { to: order.customerEmail, ...mail },
      { dedupeKey: `return-${status}:${row.id}` },
    );
  } catch (err) {
    ctx.log.error({ err, returnId: row.id, status }, "a return email could not be queued");
  }
}
