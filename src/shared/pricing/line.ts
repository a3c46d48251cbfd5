import type { ShopSettings } from "../schemas/shop-settings.ts";
import { socksSavingPence } from "./socks.ts";

/** The settings a line's price depends on. */
export type LineRules = Pick<ShopSettings, "socksOffer">;

export interface PricedLine {
  /** Base price plus any option surcharges, for one unit. */
  unitPence: number;
  quantity: number;
  productType: string;
}

/** (base + surcharge) x quantity. Socks too: their offer is taken off the basket as a whole. */
export function lineTotalPence(line: PricedLine): number {
  return line.unitPence * line.quantity;
}

/** The lines' totals less the socks offer's saving (every pair in the basket counts together). */
export function basketSubtotalPence(lines: readonly PricedLine[], rules: LineRules): number {
  const full = lines.reduce((sum, line) => sum + lineTotalPence(line), 0);
  return full - socksSavingPence(lines, rules.socksOffer);
}

/**
 * Each line's share of the subtotal: its total, less a part of the socks saving proportional to it (the
 * last socks line takes the rounding), so the shares add up to the subtotal. What an order item records.
 */
export function lineSharesPence(lines: readonly PricedLine[], rules: LineRules): number[] {
  const saving = socksSavingPence(lines, rules.socksOffer);
  const totals = lines.map(lineTotalPence);
  if (saving === 0) return totals;
  const socks = lines.flatMap((l, i) => (l.productType === "socks" ? [i] : []));
  const socksFull = socks.reduce((sum, i) => sum + (totals[i] as number), 0);
  let left = saving;
  socks.forEach((i, k) => {
    const cut = k === socks.length - 1 ? left : Math.floor((saving * (totals[i] as number)) / socksFull);
    totals[i] = (totals[i] as number) - cut;
    left -= cut;
  });
  return totals;
}

/** The order type: the product type of every line, or multi when they differ. */
export function orderTypeOf(productTypes: readonly string[]): string {
  const distinct = new Set(productTypes);
  if (distinct.size === 1) return productTypes[0] as string;
  return distinct.size === 0 ? "unknown" : "multi";
}
