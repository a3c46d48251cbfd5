import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { penceToDecimal } from "#shared/money.ts";
import type { AdminOrderItem } from "#shared/schemas/admin.ts";
import type { OrderContact } from "#shared/schemas/common.ts";
import type { OrderItemView } from "#shared/schemas/orders.ts";
import { lineDescription } from "./line-description.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";

export const itemView = (i: OrderItemRow): OrderItemView => ({
  id: i.id,
  orderId: i.orderId,
  productId: i.productId,
  productName: i.productName,
  itemType: i.itemType,
  quantity: i.quantity,
  productPrice: penceToDecimal(i.unitPricePence),
  itemTotal: penceToDecimal(i.itemTotalPence),
  colorId: i.colorId,
  primaryLensTypeId: i.primaryLensTypeId,
  prescriptionLensTypeId: i.prescriptionLensTypeId,
  sockSizeId: i.sockSizeId,
  prescriptionId: i.prescriptionId,
  details: i.details,
});

export const contactOf = (order: OrderRow): OrderContact => ({
  name: order.customerName,
  email: order.customerEmail,
  phone: order.customerPhone,
  address: order.customerAddress,
  city: order.customerCity,
  postcode: order.customerPostcode,
  country: order.customerCountry,
});

export type ById = CatalogueSnapshot["byId"];

const nameIn = <K, T extends { name: string }>(map: Map<K, T>, id: K | null) =>
  id === null ? null : (map.get(id)?.name ?? null);

/** An item with the catalogue's names and its description, as the admin's views show it. */
export function toAdminItem(item: OrderItemRow, byId: ById, orderDetails?: unknown): AdminOrderItem {
  // Product 3 (replacement lenses) keeps its spare lens type in the primary lens column.
  const lenses = item.productId === PRODUCT_IDS.spare ? byId.spareLensTypes : byId.primaryLensTypes;
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    itemType: item.itemType,
    quantity: item.quantity,
    productPrice: penceToDecimal(item.unitPricePence),
    itemTotal: penceToDecimal(item.itemTotalPence),
    colorId: item.colorId,
    colorName: nameIn(byId.colors, item.colorId),
    primaryLensTypeId: item.primaryLensTypeId,
    lensTypeName: nameIn(lenses, item.primaryLensTypeId),
    prescriptionLensTypeId: item.prescriptionLensTypeId,
    prescriptionLensTypeName: nameIn(byId.prescriptionLensTypes, item.prescriptionLensTypeId),
    sockSizeId: item.sockSizeId,
    sockSizeName: nameIn(byId.sockSizes, item.sockSizeId),
    prescriptionId: item.prescriptionId,
    description: lineDescription(item, byId, orderDetails),
  };
}
