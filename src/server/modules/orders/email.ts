import type { Config } from "#server/env.ts";
import { type BrandConfig, brandOf } from "#server/modules/emails/templates/brand.ts";
import type { OrderEmailInput } from "#server/modules/emails/templates/order-emails.ts";
import type { OrderLine, OrderSummary } from "#server/modules/emails/templates/order-summary.ts";
import { storedChargePence } from "./charge.ts";
import { orderLink } from "./order-link.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";

/** What an order email needs from the configuration: the company details and the order link's secret. */
export type OrderEmailConfig = BrandConfig & Pick<Config, "ORDER_LINK_SECRET" | "PORT">;

function options(item: OrderItemRow): string {
  const d = item.details as Record<string, unknown>;
  const africa = d.africaR3D as Record<string, unknown> | undefined;
  const parts = africa
    ? [africa.frameName, africa.colorName, africa.visionTypeName, africa.lensTypeName]
    : [d.colorName, d.lensTypeName, d.sockSizeName, d.visionTypeName, d.frameColorName, d.finishName];
  return parts.filter((p): p is string => typeof p === "string" && p !== "" && p !== "None").join(", ");
}

const lineOf = (item: OrderItemRow): OrderLine => ({
  quantity: item.quantity,
  name: item.productName,
  options: options(item),
  totalPence: item.itemTotalPence,
});

export function orderSummary(order: OrderRow, items: OrderItemRow[] = []): OrderSummary {
  return {
    number: order.orderNumber ?? `#${order.id}`,
    placedAt: order.paidAt ?? order.createdAt,
    customerName: order.customerName,
    lines: items.map(lineOf),
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

/** The props every order template takes; items only where the email lists the lines. */
export function orderEmailInput(
  config: OrderEmailConfig,
  order: OrderRow,
  items?: OrderItemRow[],
): OrderEmailInput {
  return { brand: brandOf(config), order: orderSummary(order, items), orderUrl: orderLink(config, order) };
}
