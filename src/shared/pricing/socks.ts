import { SOCKS_OFFER } from "../catalogue.ts";

/** floor(n/3) groups at the group price plus the remainder at the unit price. */
export function socksTotalPence(quantity: number, unitPence: number): number {
  const groups = Math.floor(quantity / SOCKS_OFFER.groupSize);
  const rest = quantity % SOCKS_OFFER.groupSize;
  return groups * SOCKS_OFFER.groupPricePence + rest * unitPence;
}
