import type { AdminOrderItem } from "./schemas/admin.ts";

/** What an item's options read as: "Celeste, Polarized" (colour, lens, prescription lens, sock size). */
export function itemOptions(item: AdminOrderItem): string {
  return [item.colorName, item.lensTypeName, item.prescriptionLensTypeName, item.sockSizeName]
    .filter(Boolean)
    .join(", ");
}

/** "2 x Sports Socks (Medium); 1 x Primary+ Sports Sunglasses (Celeste, Polarized)". */
export function itemsText(items: AdminOrderItem[]): string {
  return items
    .map((item) => {
      const options = itemOptions(item);
      return `${item.quantity} x ${item.productName}${options ? ` (${options})` : ""}`;
    })
    .join("; ");
}
