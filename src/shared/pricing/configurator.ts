import { type DiscountRule, discountAmountPence } from "./discount.ts";

export interface ConfiguratorChoice {
  visionBasePence: number;
  lensAdditionalPence: number;
  finishPence?: number;
}

/** Prescription-pro and lens configurator: base + lens upgrade + finish. */
export function configuratorPricePence(choice: ConfiguratorChoice): number {
  return choice.visionBasePence + choice.lensAdditionalPence + (choice.finishPence ?? 0);
}

/** The configurator's total after an optional discount, never below 0. */
export function configuratorTotalPence(choice: ConfiguratorChoice, discount?: DiscountRule | null): number {
  const price = configuratorPricePence(choice);
  const off = discount ? discountAmountPence(discount, price) : 0;
  return Math.max(0, price - off);
}

/** Africa R3D: vision base + lens upgrade, per frame. */
export function africaR3dUnitPence(visionBasePence: number, lensAdditionalPence: number): number {
  return visionBasePence + lensAdditionalPence;
}
