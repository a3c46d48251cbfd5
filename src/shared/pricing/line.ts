import type { ShopSettings } from "../schemas/shop-settings.ts";
import { socksTotalPence } from "./socks.ts";

/** The settings a line's price depends on. */
export type LineRules = Pick<ShopSettings, "socksOffer">;

export interface PricedLine {
  /** Base price plus any option surcharges, for one unit. */
  unitPence: number;
  quantity: number;
  productType: string;
}

/** (base + surcharge) x quantity, except socks, which use the shop's multi-buy offer with no surcharge. */
export function lineTotalPence(line: PricedLine, rules: LineRules): number {
  if (line.productType === "socks") return socksTotalPence(line.quantity, line.unitPence, rules.socksOffer);
  return line.unitPence * line.quantity;
}

export function basketSubtotalPence(lines: readonly PricedLine[], rules: LineRules): number {
  return lines.reduce((sum, line) => sum + lineTotalPence(line, rules), 0);
}

/** The order type: the product type of every line, or multi when they differ. */
export function orderTypeOf(productTypes: readonly string[]): string {
  const distinct = new Set(productTypes);
  if (distinct.size === 1) return productTypes[0] as string;
  return distinct.size === 0 ? "unknown" : "multi";
}
