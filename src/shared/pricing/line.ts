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
 * Each line's share of the subtotal: its total, less a part of the socks saving proportional to it (in whole
 * pence, see below), so the shares add up to the subtotal. What an order item records.
 */
export function lineSharesPence(lines: readonly PricedLine[], rules: LineRules): number[] {
  const saving = socksSavingPence(lines, rules.socksOffer);
  const totals = lines.map(lineTotalPence);
  if (saving === 0) return totals;
  const socks = lines.flatMap((l, i) => (l.productType === "socks" ? [i] : []));
  const socksFull = socks.reduce((sum, i) => sum + (totals[i] as number), 0);
  // Each socks line gives up its share of the saving in whole pence, rounded down; the pence left over go one
  // each to the lines whose shares lost the most to rounding. No line then gives up more than it costs,
  // however cheap (the last line taking the whole remainder could go below zero).
  const exact = socks.map((i) => saving * (totals[i] as number));
  const cuts = exact.map((e) => Math.floor(e / socksFull));
  let left = saving - cuts.reduce((sum, cut) => sum + cut, 0);
  const byRoundingLoss = socks
    .map((_, k) => k)
    .sort((a, b) => ((exact[b] as number) % socksFull) - ((exact[a] as number) % socksFull) || a - b);
  for (const k of byRoundingLoss) {
    if (left === 0) break;
    cuts[k] = (cuts[k] as number) + 1;
    left -= 1;
  }
  socks.forEach((i, k) => {
    totals[i] = (totals[i] as number) - (cuts[k] as number);
  });
  return totals;
}

/** The order type: the product type of every line, or multi when they differ. */
export function orderTypeOf(productTypes: readonly string[]): string {
  const distinct = new Set(productTypes);
  if (distinct.size === 1) return productTypes[0] as string;
  return distinct.size === 0 ? "unknown" : "multi";
}
