import { penceToDecimal } from "#shared/money.ts";
import type { OrderItemView } from "#shared/schemas/orders.ts";
import type { OrderItemRow } from "./repo.ts";

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
