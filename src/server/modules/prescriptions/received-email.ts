import type { AppContext } from "#server/context.ts";
import { prescriptionReceivedEmail, shopBrand } from "#server/modules/emails/index.ts";
import { findOrder, orderEmailInput } from "#server/modules/orders/index.ts";

type Ctx = Pick<AppContext, "db" | "config" | "email" | "log" | "catalogue">;

/** The email's dedupe key: one per prescription, and how an erasure finds it when it went to another address. */
export const prescriptionReceivedKey = (prescriptionId: number) => `prescription-received:${prescriptionId}`;

/**
 * Tells the shopper their prescription arrived: for an order's link, to the order's address with its
 * number and page; otherwise to the address typed in the form. Once per prescription. The prescription is
 * kept whatever happens here, so a failure to queue is logged, not thrown.
 */
export async function sendPrescriptionReceived(
  ctx: Ctx,
  p: { id: number; fullName: string; email: string; orderId: number | null },
): Promise<void> {
  try {
    const order = p.orderId === null ? undefined : await findOrder(ctx.db, { orderId: p.orderId });
    const input = order ? await orderEmailInput(ctx, order) : null;
    const mail = await prescriptionReceivedEmail({
      brand: input?.brand ?? (await shopBrand(ctx)),
      customerName: order?.customerName || p.fullName,
      orderNumber: input?.order.number ?? null,
      orderUrl: input?.orderUrl ?? null,
      receivedAt: new Date(),
    });
    const to = order?.customerEmail || p.email;
    await ctx.email.send(
      "prescription_received",
      { to, ...mail },
      { dedupeKey: prescriptionReceivedKey(p.id) },
    );
  } catch (err) {
    ctx.log.error({ err, prescriptionId: p.id }, "the prescription received email could not be queued");
  }
}
