import { COMPANY } from "#shared/catalogue.ts";
import { formatPence } from "#shared/money.ts";
import { computeTotals } from "#shared/pricing/index.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";

function options(item: OrderItemRow): string {
  const d = item.details as Record<string, unknown>;
  const africa = d.africaR3D as Record<string, unknown> | undefined;
  const parts = africa
    ? [africa.frameName, africa.colorName, africa.visionTypeName, africa.lensTypeName]
    : [d.colorName, d.lensTypeName, d.sockSizeName, d.visionTypeName, d.frameColorName, d.finishName];
  const named = parts.filter((p): p is string => typeof p === "string" && p !== "" && p !== "None");
  return named.length > 0 ? ` (${named.join(", ")})` : "";
}

export function confirmationEmail(order: OrderRow, items: OrderItemRow[]): { subject: string; text: string } {
  const number = order.orderNumber ?? "";
  const { charge: charged } = computeTotals(order.subtotalPence, order.discountPence, order.shippingPence);
  const text = [
    `Hello ${order.customerName || "there"},`,
    "",
    `Thank you for your order with ${COMPANY.name}. Your order number is ${number}.`,
    "",
    ...items.map((i) => `${i.quantity} x ${i.productName}${options(i)}: ${formatPence(i.itemTotalPence)}`),
    "",
    `Subtotal: ${formatPence(order.subtotalPence)}`,
    ...(order.discountPence > 0
      ? [
          `Discount${order.discountCode ? ` (${order.discountCode})` : ""}: -${formatPence(order.discountPence)}`,
        ]
      : []),
    `Shipping: ${order.shippingPence === 0 ? "Free" : formatPence(order.shippingPence)}`,
    `Total: ${formatPence(order.totalPence)}`,
    ...(charged !== order.totalPence ? [`Charged to your card: ${formatPence(charged)}`] : []),
    "",
    "We will email you again when your order ships.",
    `Questions? Reply to this email, write to ${COMPANY.email} or call ${COMPANY.phone}.`,
    "",
    COMPANY.name,
  ].join("\n");
  return { subject: `Order confirmation ${number} - ${COMPANY.name}`, text };
}
