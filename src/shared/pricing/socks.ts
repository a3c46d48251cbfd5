import type { SocksOffer } from "../schemas/shop-settings.ts";

/** floor(n/pairsPerGroup) groups at the group price plus the remainder at the unit price. */
export function socksTotalPence(quantity: number, unitPence: number, offer: SocksOffer): number {
  const groups = Math.floor(quantity / offer.pairsPerGroup);
  const rest = quantity % offer.pairsPerGroup;
  return groups * offer.groupPricePence + rest * unitPence;
}

interface SocksLine {
  unitPence: number;
  quantity: number;
  productType: string;
}

/**
 * What the offer takes off the basket: every pair of socks counts together, whatever its size or line.
 * The dearest pairs fill the groups (all pairs cost the same today); a group that would cost more than its
 * pairs saves nothing.
 */
export function socksSavingPence(lines: readonly SocksLine[], offer: SocksOffer): number {
  const runs = lines
    .filter((l) => l.productType === "socks" && l.quantity > 0)
    .map((l) => ({ unit: l.unitPence, left: l.quantity }))
    .sort((a, b) => b.unit - a.unit);
  const pairs = runs.reduce((n, r) => n + r.left, 0);
  const groups = Math.floor(pairs / offer.pairsPerGroup);
  let saving = 0;
  let run = 0;
  for (let g = 0; g < groups; g++) {
    let groupPence = 0;
    for (let need = offer.pairsPerGroup; need > 0; ) {
      const r = runs[run] as { unit: number; left: number };
      const take = Math.min(need, r.left);
      groupPence += take * r.unit;
      r.left -= take;
      need -= take;
      if (r.left === 0) run++;
    }
    saving += Math.max(0, groupPence - offer.groupPricePence);
  }
  return saving;
}
