import type { AppContext } from "#server/context.ts";
import { businessDetails } from "#server/modules/catalogue/index.ts";
import { penceToDecimal } from "#shared/money.ts";
import { splitVat, VAT_RATE_PERCENT } from "#shared/pricing/vat.ts";
import type { Receipt, ReceiptAddress, Seller } from "#shared/schemas/receipt.ts";
import { lineDescription } from "./line-description.ts";
import { invoicePath, orderToken } from "./order-link.ts";
import { chargeOf } from "./refund-settle.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";
import type { ById } from "./views.ts";

/** "Church" -> "C*****": the first character of a word, the rest starred (by code point, so unicode holds). */
const maskWord = (word: string) => {
  const chars = Array.from(word);
  return chars.length <= 1 ? word : `${chars[0]}${"*".repeat(chars.length - 1)}`;
};

/**
 * The address as the shopper's pages show it: enough to recognise, not enough to read off. First name and
 * initials; each word of the street cut to its first character; the town; the postcode's outward half.
 */
export function maskAddress(a: ReceiptAddress): ReceiptAddress {
  const [first = "", ...rest] = a.name.trim().split(/\s+/);
  const postcode = a.postcode.trim().toUpperCase();
  const outward = postcode.includes(" ") ? postcode.split(/\s+/)[0] : postcode.slice(0, -3);
  return {
    name: [first, ...rest.map((w) => `${Array.from(w)[0] ?? ""}.`)].join(" "),
    address: a.address.trim().split(/\s+/).map(maskWord).join(" "),
    city: a.city,
    postcode: outward ? `${outward} ***` : "",
    country: a.country,
  };
}

export const addressOf = (order: OrderRow): ReceiptAddress => ({
  name: order.customerName,
  address: order.customerAddress,
  city: order.customerCity,
  postcode: order.customerPostcode,
  country: order.customerCountry,
});

/** An order's amounts as decimals, as every shopper-facing view of it shows them. */
export const amountsOf = (order: OrderRow) => ({
  subtotal: penceToDecimal(order.subtotalPence),
  discount: penceToDecimal(order.discountPence),
  discountCode: order.discountCode,
  shipping: penceToDecimal(order.shippingPence),
  total: penceToDecimal(order.totalPence),
});

export interface ReceiptInput {
  order: OrderRow;
  items: OrderItemRow[];
  byId: ById;
  seller: Seller;
  /** The shopper's pages mask the address; the admin's invoice shows it whole. */
  masked: boolean;
  invoiceUrl: string;
}

/** The one receipt of a placed order (docs/decisions/0017-vat-on-receipts.md): VAT from the amount charged. */
export function buildReceipt({ order, items, byId, seller, masked, invoiceUrl }: ReceiptInput): Receipt {
  const charged = chargeOf(order);
  const { net, vat } = splitVat(charged);
  const address = addressOf(order);
  return {
    orderNumber: order.orderNumber ?? `#${order.id}`,
    placedAt: (order.paidAt ?? order.createdAt).toISOString(),
    lines: items.map((item) => ({
      name: item.productName,
      description: lineDescription(item, byId, order.details),
      quantity: item.quantity,
      unitPrice: penceToDecimal(item.unitPricePence),
      total: penceToDecimal(item.itemTotalPence),
    })),
    ...amountsOf(order),
    charged: penceToDecimal(charged),
    vatRatePercent: VAT_RATE_PERCENT,
    vatIncluded: penceToDecimal(vat),
    net: penceToDecimal(net),
    deliveryAddress: masked ? maskAddress(address) : address,
    seller,
    invoiceUrl,
  };
}

export type ReceiptCtx = Pick<AppContext, "catalogue" | "config">;

export async function receiptOf(
  ctx: ReceiptCtx,
  order: OrderRow,
  items: OrderItemRow[],
  opts: { masked: boolean; invoiceUrl: string },
): Promise<Receipt> {
  const { byId } = await ctx.catalogue.snapshot();
  const { name, address, companyNumber, vatNumber } = await businessDetails(ctx);
  const seller: Seller = { name, address, companyNumber, vatNumber };
  return buildReceipt({ order, items, byId, seller, ...opts });
}

/** The shopper's receipt (address masked) with its signed invoice link. */
export function shopperReceipt(ctx: ReceiptCtx, order: OrderRow, items: OrderItemRow[]): Promise<Receipt> {
  const invoiceUrl = invoicePath(orderToken(ctx.config, order));
  return receiptOf(ctx, order, items, { masked: true, invoiceUrl });
}
