import { socksTotalPence } from "./socks.ts";

export interface PricedLine {
  /** Base price plus any option surcharges, for one unit. */
  unitPence: number;
  quantity: number;
  productType: string;
}

/** (base + surcharge) x quantity, except socks, which use the 3-for-£10 offer with no surcharge. */
export function lineTotalPence(line: PricedLine): number {
  if (line.productType === "socks") return socksTotalPence(line.quantity, line.unitPence);
  return line.unitPence * line.quantity;
}

export function basketSubtotalPence(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPence(line), 0);
}

/** The order type: the product type of every line, or multi when they differ. */
export function orderTypeOf(productTypes: readonly string[]): string {
  const distinct = new Set(productTypes);
  if (distinct.size === 1) return productTypes[0] as string;
  return distinct.size === 0 ? "unknown" : "multi";
}
