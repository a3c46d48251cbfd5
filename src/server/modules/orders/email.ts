import type { AppContext } from "#server/context.ts";
import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import type { OrderEmailInput, OrderLine, OrderSummary } from "#server/modules/emails/index.ts";
import { shopBrand } from "#server/modules/emails/index.ts";
import { storedChargePence } from "./charge.ts";
import { lineDescription } from "./line-description.ts";
import { linePicture } from "./line-picture.ts";
import { orderLink } from "./order-link.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";
import type { ById } from "./views.ts";

/** Where a line's picture comes from: the catalogue (uploads and colour names) and the shop's address. */
interface Pictures {
  snapshot: Pick<CatalogueSnapshot, "media" | "byId">;
  origin: string | null;
}

const lineOf = (order: OrderRow, item: OrderItemRow, byId?: ById, pictures?: Pictures): OrderLine => ({
  quantity: item.quantity,
  name: item.productName,
  description: lineDescription(item, byId, order.details),
  totalPence: item.itemTotalPence,
  picture: pictures && linePicture(pictures.snapshot, item, pictures.origin),
});

export function orderSummary(
  order: OrderRow,
  items: OrderItemRow[] = [],
  byId?: ById,
  pictures?: Pictures,
): OrderSummary {
  return {
    number: order.orderNumber ?? `#${order.id}`,
    placedAt: order.paidAt ?? order.createdAt,
    customerName: order.customerName,
    lines: items.map((item) => lineOf(order, item, byId, pictures)),
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    discountCode: order.discountCode,
    shippingPence: order.shippingPence,
    totalPence: order.totalPence,
    chargedPence: storedChargePence(order),
    address: {
      name: order.customerName,
      address: order.customerAddress,
      city: order.customerCity,
      postcode: order.customerPostcode,
      country: order.customerCountry,
    },
  };
}

/**
 * The props every order template takes; items only where the email lists the lines (with the catalogue,
 * for a line that holds an option only by id).
 */
export async function orderEmailInput(
  ctx: Pick<AppContext, "config" | "catalogue">,
  order: OrderRow,
  items?: OrderItemRow[],
): Promise<OrderEmailInput> {
  const snapshot = items?.length ? await ctx.catalogue.snapshot() : undefined;
  const brand = await shopBrand(ctx);
  return {
    brand,
    order: orderSummary(order, items, snapshot?.byId, snapshot && { snapshot, origin: brand.publicUrl }),
    orderUrl: orderLink(ctx.config, order),
  };
}
