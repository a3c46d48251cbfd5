import type { VisionTypeId } from "#shared/catalogue.ts";
import { poundsToPence } from "#shared/money.ts";
import type { Product, VisionType } from "#shared/schemas/catalogue.ts";

/** Catalogue prices for page copy; undefined when the item or a valid price is missing. */

export function toPence(decimal: string | undefined): number | undefined {
  return decimal === undefined ? undefined : poundsToPence(decimal);
}

export function productBasePence(products: readonly Product[] | undefined, id: number): number | undefined {
  return toPence(products?.find((p) => p.id === id)?.basePrice);
}

export function visionBasePence(
  visionTypes: readonly VisionType[] | undefined,
  id: VisionTypeId,
): number | undefined {
  return toPence(visionTypes?.find((v) => v.id === id)?.basePrice);
}
