import type { VisionTypeId } from "#shared/catalogue.ts";
import { poundsToPence } from "#shared/money.ts";
import { configuratorPricePence, configuratorTotalPence, type DiscountRule } from "#shared/pricing/index.ts";
import type { Color, Finish, PrescriptionLensType, VisionType } from "#shared/schemas/catalogue.ts";

/** What the shopper has picked in either configurator; ids only. */
export interface ConfiguratorSelection {
  visionType: VisionTypeId | null;
  colorId: number | null;
  lensTypeId: number | null;
  finishId: number | null;
}

interface OptionLists {
  visionTypes: readonly VisionType[];
  colors: readonly Color[];
  lensTypes: readonly PrescriptionLensType[];
  finishes: readonly Finish[];
}

/** The chosen rows; a choice that is not in the loaded lists counts as not chosen. */
export interface ResolvedSelection {
  vision: VisionType | undefined;
  color: Color | undefined;
  lens: PrescriptionLensType | undefined;
  finish: Finish | undefined;
}

export function resolveSelection(lists: OptionLists, s: ConfiguratorSelection): ResolvedSelection {
  return {
    vision: lists.visionTypes.find((v) => v.id === s.visionType),
    color: lists.colors.find((c) => c.id === s.colorId),
    lens: lists.lensTypes.find((l) => l.id === s.lensTypeId),
    finish: lists.finishes.find((f) => f.id === s.finishId),
  };
}

export interface PriceBreakdown {
  basePence: number;
  lensPence: number;
  finishPence: number;
  /** Before discount: what the discount code is checked against. */
  pricePence: number;
  discountPence: number;
  totalPence: number;
}

/** Base (vision type) + lens upgrade + finish, less the discount, with the shared pricing code. */
export function priceBreakdown(r: ResolvedSelection, rule: DiscountRule | null): PriceBreakdown {
  const choice = {
    visionBasePence: r.vision ? poundsToPence(r.vision.basePrice) : 0,
    lensAdditionalPence: r.lens ? poundsToPence(r.lens.additionalPrice) : 0,
    finishPence: r.finish ? poundsToPence(r.finish.price) : 0,
  };
  const pricePence = configuratorPricePence(choice);
  const totalPence = configuratorTotalPence(choice, rule);
  return {
    basePence: choice.visionBasePence,
    lensPence: choice.lensAdditionalPence,
    finishPence: choice.finishPence,
    pricePence,
    discountPence: pricePence - totalPence,
    totalPence,
  };
}

/** The bullets under the disabled order button. */
export function missingChoices(r: ResolvedSelection): string[] {
  const missing: string[] = [];
  if (!r.vision) missing.push("Select vision type");
  if (!r.color) missing.push("Select frame colour");
  if (!r.lens) missing.push("Select lens type");
  if (!r.finish) missing.push("Select mirror finish");
  return missing;
}

/** Re-check a discount whenever one of these changes. */
export function selectionKey(s: ConfiguratorSelection): string {
  return [s.visionType, s.lensTypeId, s.finishId].join("|");
}
