import {
  type PricedBasketLine,
  priceLines,
  pricePrescriptionPro,
} from "#server/modules/basket-pricing/index.ts";
import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { SavedBasket } from "#shared/schemas/basket-reminder.ts";

/** What a cart row keeps for its reminder, or null when nothing (or nothing readable) is kept. */
export function savedBasketOf(value: unknown): SavedBasket | null {
  const parsed = SavedBasket.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A Prescription Pro configuration is one pair. */
export const itemCountOf = (saved: SavedBasket | null): number =>
  !saved ? 0 : Array.isArray(saved) ? saved.reduce((n, l) => n + l.quantity, 0) : 1;

/**
 * The saved basket priced by today's catalogue as the checkouts price it, a line no longer offered left
 * out (each line alone, so one gone line does not drop the rest).
 */
export function pricedSavedLines(snapshot: CatalogueSnapshot, saved: SavedBasket): PricedBasketLine[] {
  const lines = Array.isArray(saved) ? saved : [saved.prescriptionPro];
  return lines.flatMap((line) => {
    try {
      return "productId" in line ? priceLines(snapshot, [line]) : [pricePrescriptionPro(snapshot, line)];
    } catch {
      return [];
    }
  });
}
