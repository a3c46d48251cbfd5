import { describe, expect, it } from "vitest";
import { BasketLineInput } from "#shared/schemas/basket.ts";
import { africaFrame, socks, sunglasses } from "./basket-fixtures.ts";
import {
  type BasketAction,
  type BasketState,
  basketReducer,
  EMPTY_BASKET,
  itemCount,
  itemLineTotalPence,
} from "./basket-reducer.ts";
import {
  type AppliedDiscount,
  type BasketItem,
  MAX_LINE_QUANTITY,
  toBasketLineInput,
} from "./basket-types.ts";

const TEN_PERCENT: AppliedDiscount = { id: 3, code: "CLUB10", discountType: "percentage", discountValue: 10 };
const FIVE_POUNDS: AppliedDiscount = { id: 4, code: "FIVER", discountType: "fixed", discountValue: 500 };

function run(...actions: BasketAction[]): BasketState {
  return actions.reduce(basketReducer, EMPTY_BASKET);
}

describe("basketReducer", () => {
  it("starts empty with zero totals", () => {
    expect(EMPTY_BASKET).toEqual({
      items: [],
      total: 0,
      socksSaving: 0,
      hasDiscount: false,
      discountAmount: 0,
      originalAmount: 0,
      finalAmount: 0,
      discountCode: null,
      appliedDiscount: null,
    });
  });

  it("adds a line and prices it as (base + surcharge) x quantity", () => {
    const state = run({ type: "addItem", item: sunglasses({ quantity: 2 }) });
    expect(state.items).toHaveLength(1);
    expect(state.total).toBe(15000);
    expect(state.originalAmount).toBe(15000);
    expect(state.finalAmount).toBe(15000);
  });

  it("merges an identical configuration by adding the quantities", () => {
    const state = run(
      { type: "addItem", item: sunglasses({ quantity: 1 }) },
      { type: "addItem", item: sunglasses({ quantity: 2 }) },
    );
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(3);
    expect(state.total).toBe(22500);
  });

  it("keeps different colours, lenses, sock sizes and Africa choices as separate lines", () => {
    const state = run(
      { type: "addItem", item: sunglasses() },
      { type: "addItem", item: sunglasses({ color: { id: 2, name: "Celeste" } }) },
      { type: "addItem", item: sunglasses({ lensType: { id: 1, name: "Grey", additionalPrice: "0.00" } }) },
      { type: "addItem", item: socks(1, 1) },
      { type: "addItem", item: socks(1, 2) },
      { type: "addItem", item: africaFrame("upload-later") },
      { type: "addItem", item: africaFrame("email-later") },
    );
    expect(state.items).toHaveLength(7);
  });

  it("caps a line at the API's maximum quantity", () => {
    const state = run(
      { type: "addItem", item: sunglasses({ quantity: 60 }) },
      { type: "addItem", item: sunglasses({ quantity: 60 }) },
    );
    expect(state.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it("ignores an item with a quantity below 1", () => {
    const state = run({ type: "addItem", item: sunglasses({ quantity: 0 }) });
    expect(state).toEqual(EMPTY_BASKET);
  });

  it("removes a line by position and ignores a position that does not exist", () => {
    const two = run({ type: "addItem", item: sunglasses() }, { type: "addItem", item: socks(2) });
    const one = basketReducer(two, { type: "removeItem", index: 0 });
    expect(one.items.map((i) => i.product.id)).toEqual([4]);
    expect(one.total).toBe(1000);
    expect(basketReducer(one, { type: "removeItem", index: 5 })).toBe(one);
  });

  it("updates a quantity by position", () => {
    const state = run(
      { type: "addItem", item: sunglasses() },
      { type: "updateQuantity", index: 0, quantity: 4 },
    );
    expect(state.items[0]?.quantity).toBe(4);
    expect(state.total).toBe(30000);
  });

  it.each([0, -1, 1.5, Number.NaN])("ignores a new quantity of %s", (quantity) => {
    const before = run({ type: "addItem", item: sunglasses({ quantity: 2 }) });
    expect(basketReducer(before, { type: "updateQuantity", index: 0, quantity })).toBe(before);
  });

  it("counts units, not lines", () => {
    const state = run(
      { type: "addItem", item: sunglasses({ quantity: 2 }) },
      { type: "addItem", item: socks(3) },
    );
    expect(itemCount(state.items)).toBe(5);
  });
});

describe("socks pricing in the basket", () => {
  it.each([
    [1, 500],
    [2, 1000],
    [3, 1000],
    [4, 1500],
    [5, 2000],
    [6, 2000],
    [7, 2500],
  ])("%i pairs cost %i pence (three for £10)", (quantity, pence) => {
    expect(run({ type: "addItem", item: socks(quantity) }).total).toBe(pence);
  });

  it("reprices the offer when the quantity changes", () => {
    const state = run({ type: "addItem", item: socks(2) }, { type: "updateQuantity", index: 0, quantity: 3 });
    expect(state.total).toBe(1000);
  });

  it("counts pairs of different sizes together: 2 Small + 1 Medium cost £10, saving £5", () => {
    const state = run({ type: "addItem", item: socks(2, 1) }, { type: "addItem", item: socks(1, 2) });
    expect(state.items).toHaveLength(2);
    expect(itemLineTotalPence(state.items[0] as BasketItem)).toBe(1000);
    expect(state.socksSaving).toBe(500);
    expect(state.total).toBe(1000);
  });
});

describe("discounts", () => {
  it("takes a percentage of the total", () => {
    const state = run(
      { type: "addItem", item: sunglasses({ quantity: 2 }) },
      { type: "applyDiscount", discount: TEN_PERCENT },
    );
    expect(state).toMatchObject({
      total: 15000,
      hasDiscount: true,
      discountAmount: 1500,
      originalAmount: 15000,
      finalAmount: 13500,
      discountCode: "CLUB10",
      appliedDiscount: TEN_PERCENT,
    });
  });

  it("caps a fixed discount at the total", () => {
    const state = run({ type: "addItem", item: socks(1) }, { type: "applyDiscount", discount: FIVE_POUNDS });
    expect(state.discountAmount).toBe(500);
    expect(state.finalAmount).toBe(0);
    const bigger = basketReducer(state, { type: "updateQuantity", index: 0, quantity: 4 });
    expect(bigger.discountAmount).toBe(500);
    expect(bigger.finalAmount).toBe(1000);
  });

  it("recomputes the discount when the basket changes", () => {
    const state = run(
      { type: "addItem", item: sunglasses() },
      { type: "applyDiscount", discount: TEN_PERCENT },
      { type: "addItem", item: sunglasses() },
    );
    expect(state.discountAmount).toBe(1500);
    expect(state.finalAmount).toBe(13500);
  });

  it("removes the discount", () => {
    const state = run(
      { type: "addItem", item: sunglasses() },
      { type: "applyDiscount", discount: TEN_PERCENT },
      { type: "removeDiscount" },
    );
    expect(state).toMatchObject({
      hasDiscount: false,
      discountAmount: 0,
      finalAmount: 7500,
      discountCode: null,
      appliedDiscount: null,
    });
  });

  it("recalculates prices to the same totals", () => {
    const state = run({ type: "addItem", item: socks(4) }, { type: "applyDiscount", discount: TEN_PERCENT });
    expect(basketReducer(state, { type: "recalculatePrices" })).toEqual(state);
  });
});

describe("clearBasket and restore", () => {
  it("clears items, totals and the discount", () => {
    const state = run(
      { type: "addItem", item: sunglasses() },
      { type: "applyDiscount", discount: TEN_PERCENT },
      { type: "clearBasket" },
    );
    expect(state).toEqual(EMPTY_BASKET);
  });

  it("restores lines and recomputes their totals", () => {
    const state = run({ type: "restore", items: [socks(3)], appliedDiscount: FIVE_POUNDS });
    expect(state.total).toBe(1000);
    expect(state.finalAmount).toBe(500);
  });
});

describe("toBasketLineInput", () => {
  it("sends ids and the quantity only", () => {
    const line = toBasketLineInput(sunglasses({ quantity: 2 }));
    expect(line).toEqual({ productId: 1, quantity: 2, colorId: 1, lensTypeId: 5 });
    expect(BasketLineInput.parse(line)).toEqual(line);
  });

  it("sends the sock size", () => {
    expect(toBasketLineInput(socks(3))).toEqual({ productId: 4, quantity: 3, sockSizeId: 2 });
  });

  it("sends the Africa R3D choice without its display names", () => {
    const line = toBasketLineInput(africaFrame("email-later"));
    expect(line.africaR3DDetails).toEqual({
      frameId: 1,
      colorId: 2,
      visionTypeId: 1,
      lensTypeId: 2,
      prescriptionOption: "email-later",
    });
    expect(BasketLineInput.safeParse(line).success).toBe(true);
  });
});
