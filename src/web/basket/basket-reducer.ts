import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import {
  basketSubtotalPence,
  discountAmountPence,
  type LineRules,
  lineTotalPence,
  socksSavingPence,
} from "#shared/pricing/index.ts";
import { type AppliedDiscount, type BasketItem, MAX_LINE_QUANTITY } from "./basket-types.ts";

/**
 * Amounts are integer pence. total is the sum of the lines less the socks offer (socksSaving, shown on its
 * own line); finalAmount is after the discount.
 */
export interface BasketState {
  items: BasketItem[];
  total: number;
  socksSaving: number;
  hasDiscount: boolean;
  discountAmount: number;
  originalAmount: number;
  finalAmount: number;
  discountCode: string | null;
  appliedDiscount: AppliedDiscount | null;
}

export type BasketAction =
  | { type: "addItem"; item: BasketItem }
  | { type: "removeItem"; index: number }
  | { type: "updateQuantity"; index: number; quantity: number }
  | { type: "applyDiscount"; discount: AppliedDiscount }
  | { type: "removeDiscount" }
  | { type: "recalculatePrices" }
  | { type: "clearBasket" }
  /** Replaces the basket with one read from storage (another tab changed it). */
  | { type: "restore"; items: BasketItem[]; appliedDiscount: AppliedDiscount | null };

/** The basket's own figures; the checkout shows and charges the server's, priced from the shop settings. */
export function itemLineTotalPence(item: BasketItem): number {
  return lineTotalPence({
    unitPence: item.unitPricePence,
    quantity: item.quantity,
    productType: item.product.productType,
  });
}

export function itemCount(items: readonly BasketItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function basketWith(
  items: BasketItem[],
  appliedDiscount: AppliedDiscount | null,
  rules: LineRules = DEFAULT_SHOP_SETTINGS,
): BasketState {
  const lines = items.map((item) => ({
    unitPence: item.unitPricePence,
    quantity: item.quantity,
    productType: item.product.productType,
  }));
  const total = basketSubtotalPence(lines, rules);
  const discountAmount = appliedDiscount ? discountAmountPence(appliedDiscount, total) : 0;
  return {
    items,
    total,
    socksSaving: socksSavingPence(lines, rules.socksOffer),
    hasDiscount: appliedDiscount !== null,
    discountAmount,
    originalAmount: total,
    finalAmount: Math.max(0, total - discountAmount),
    discountCode: appliedDiscount?.code ?? null,
    appliedDiscount,
  };
}

export const EMPTY_BASKET: BasketState = basketWith([], null);

/** Two lines are the same configuration when the product and every chosen option match. */
export function configurationKey(item: BasketItem): string {
  const africa = item.africaR3DDetails;
  return JSON.stringify([
    item.product.id,
    item.color?.id ?? null,
    item.lensType?.id ?? null,
    item.sockSize?.id ?? null,
    africa
      ? [africa.frameId, africa.colorId, africa.visionTypeId, africa.lensTypeId, africa.prescriptionOption]
      : null,
  ]);
}

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1;
}

function addItem(state: BasketState, item: BasketItem): BasketState {
  if (!isValidQuantity(item.quantity)) return state;
  const key = configurationKey(item);
  const index = state.items.findIndex((existing) => configurationKey(existing) === key);
  if (index === -1) {
    const added = { ...item, quantity: Math.min(item.quantity, MAX_LINE_QUANTITY) };
    return basketWith([...state.items, added], state.appliedDiscount);
  }
  const items = state.items.map((existing, i) =>
    i === index
      ? {
          ...existing,
          quantity: Math.min(existing.quantity + item.quantity, MAX_LINE_QUANTITY),
          unitPricePence: item.unitPricePence,
        }
      : existing,
  );
  return basketWith(items, state.appliedDiscount);
}

function updateQuantity(state: BasketState, index: number, quantity: number): BasketState {
  if (!isValidQuantity(quantity) || !state.items[index]) return state;
  const items = state.items.map((item, i) =>
    i === index ? { ...item, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : item,
  );
  return basketWith(items, state.appliedDiscount);
}

export function basketReducer(state: BasketState, action: BasketAction): BasketState {
  switch (action.type) {
    case "addItem":
      return addItem(state, action.item);
    case "removeItem":
      if (!state.items[action.index]) return state;
      return basketWith(
        state.items.filter((_, i) => i !== action.index),
        state.appliedDiscount,
      );
    case "updateQuantity":
      return updateQuantity(state, action.index, action.quantity);
    case "applyDiscount":
      return basketWith(state.items, action.discount);
    case "removeDiscount":
      return basketWith(state.items, null);
    case "recalculatePrices":
      return basketWith(state.items, state.appliedDiscount);
    case "clearBasket":
      return EMPTY_BASKET;
    case "restore":
      return basketWith(action.items, action.appliedDiscount);
  }
}
