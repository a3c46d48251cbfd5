import type { SocksOffer } from "../schemas/shop-settings.ts";

/** floor(n/pairsPerGroup) groups at the group price plus the remainder at the unit price. */
export function socksTotalPence(quantity: number, unitPence: number, offer: SocksOffer): number {
  const groups = Math.floor(quantity / offer.pairsPerGroup);
  const rest = quantity % offer.pairsPerGroup;
  return groups * offer.groupPricePence + rest * unitPence;
}
