import type { AppContext } from "#server/context.ts";
import { businessDetails } from "#server/modules/catalogue/index.ts";
import { findOrder } from "#server/modules/orders/index.ts";
import { shopperOnLabel } from "#server/modules/shipping/index.ts";
import { returnAddressOf } from "#shared/returns/cancellation-info.ts";
import { postalAddressOf, shopPaysReturn } from "#shared/returns/postage.ts";
import { isReturnReason } from "#shared/returns/reasons.ts";
import type { ReturnRow } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "config" | "catalogue" | "shipping" | "storage" | "log">;

export interface IssuedLabel {
  labelTrackingNumber: string;
  labelStorageKey: string;
}

/**
 * A prepaid return label from the carrier when the shop pays this return's postage, its PDF sealed in the
 * private store. Null when the shopper pays, when the return address is not one a label can carry, or when the
 * carrier offers none or fails: the shopper then posts it to the return address with the number on it.
 */
export async function issueReturnLabel(ctx: Ctx, row: ReturnRow): Promise<IssuedLabel | null> {
  const { settings } = await ctx.catalogue.snapshot();
  if (!isReturnReason(row.reason) || !shopPaysReturn(row.reason, settings)) return null;
  const company = await businessDetails(ctx);
  const address = postalAddressOf(returnAddressOf(settings, company));
  const order = await findOrder(ctx.db, { orderId: row.orderId });
  if (!address || !order) return null;
  try {
    const label = await ctx.shipping.returnLabel({
      returnReference: row.returnNumber,
      orderReference: order.orderNumber ?? `NDR-${order.id}`,
      sender: shopperOnLabel(order),
      returnAddress: { name: company.name, countryCode: "GB", ...address },
    });
    if (!label.offered) {
      ctx.log.info({ returnId: row.id, reason: label.reason }, "the carrier offers no return label");
      return null;
    }
    const labelStorageKey = await ctx.storage.put(Buffer.from(label.pdf), "application/pdf");
    return { labelTrackingNumber: label.trackingNumber, labelStorageKey };
  } catch (err) {
    ctx.log.error({ err, returnId: row.id }, "a return label could not be made");
    return null;
  }
}
