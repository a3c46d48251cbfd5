import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { africaFrame, socks, sunglasses } from "../basket/basket-fixtures.ts";
import { readAppliedDiscount, readBasketItem } from "../basket/basket-types.ts";
import {
  array,
  INVALID,
  int,
  literal,
  nullable,
  num,
  object,
  optional,
  read,
  readJson,
  text,
} from "./shape.ts";

describe("shape readers", () => {
  it("accept values in range and refuse the rest", () => {
    expect(int(1, 99)(1)).toBe(1);
    expect(int(1, 99)(99)).toBe(99);
    for (const bad of [0, 100, 1.5, "1", Number.NaN, null, undefined, 2 ** 60])
      expect(int(1, 99)(bad)).toBe(INVALID);
    expect(num(0)(2.5)).toBe(2.5);
    for (const bad of [-0.01, Number.POSITIVE_INFINITY, "3"]) expect(num(0)(bad)).toBe(INVALID);
    expect(text(1)("a")).toBe("a");
    expect(text(1)("")).toBe(INVALID);
    expect(text(0, /^\d+\.\d{2}$/)("55.00")).toBe("55.00");
    expect(text(0, /^\d+\.\d{2}$/)("55.0")).toBe(INVALID);
    expect(literal("a", "b")("b")).toBe("b");
    expect(literal("a", "b")("c")).toBe(INVALID);
    expect(nullable(int())(null)).toBeNull();
    expect(array(int())([1, 2])).toEqual([1, 2]);
    expect(array(int())([1, "2"])).toBe(INVALID);
    expect(array(int())({ 0: 1 })).toBe(INVALID);
  });

  it("rebuild objects from known fields, leave absent optionals absent and refuse non-objects", () => {
    const reader = object({ a: int(), b: optional(text()) });
    expect(reader({ a: 1, extra: "dropped" })).toStrictEqual({ a: 1 });
    expect(reader({ a: 1, b: "x" })).toStrictEqual({ a: 1, b: "x" });
    expect(reader({ a: 1, b: 2 })).toBe(INVALID);
    expect(reader({ b: "x" })).toBe(INVALID);
    for (const bad of [null, [], "x", 3]) expect(reader(bad)).toBe(INVALID);
  });

  it("read JSON text, giving null for missing, malformed or refused text", () => {
    expect(readJson(int(), "3")).toBe(3);
    expect(readJson(int(), null)).toBeNull();
    expect(readJson(int(), "{oops")).toBeNull();
    expect(readJson(int(), '"3"')).toBeNull();
    expect(read(int(), 4)).toBe(4);
  });
});

describe("basket line and discount readers", () => {
  const lines = [sunglasses(), socks(3), africaFrame("upload-later")];

  it("accept every kind of basket line unchanged", () => {
    for (const line of lines) expect(readBasketItem(JSON.parse(JSON.stringify(line)))).toStrictEqual(line);
  });

  it("refuse a line with any field broken", () => {
    const base = sunglasses();
    const broken: unknown[] = [
      { ...base, product: undefined },
      { ...base, product: { ...base.product, id: 0 } },
      { ...base, product: { ...base.product, name: "" } },
      { ...base, product: { ...base.product, price: "55" } },
      { ...base, quantity: 0 },
      { ...base, quantity: 100 },
      { ...base, quantity: 1.5 },
      { ...base, unitPricePence: -1 },
      { ...base, color: { id: "1", name: "Black" } },
      { ...base, lensType: { id: 1, name: "x", additionalPrice: 20 } },
    ];
    for (const line of broken) expect(readBasketItem(line)).toBe(INVALID);
    const africa = africaFrame("email-later");
    const fax = {
      ...africa,
      africaR3DDetails: { ...africa.africaR3DDetails, prescriptionOption: "fax-later" },
    };
    expect(readBasketItem(fax)).toBe(INVALID);
  });

  it("refuse any quantity outside 1..99 (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 100 }), fc.double()), (quantity) => {
        fc.pre(!(Number.isInteger(quantity) && quantity >= 1 && quantity <= 99));
        expect(readBasketItem({ ...sunglasses(), quantity })).toBe(INVALID);
      }),
    );
  });

  it("read an applied discount", () => {
    const discount = { id: 3, code: "CLUB10", discountType: "percentage", discountValue: 10 };
    expect(readAppliedDiscount(discount)).toStrictEqual(discount);
    expect(readAppliedDiscount({ ...discount, discountType: "bogus" })).toBe(INVALID);
    expect(readAppliedDiscount({ ...discount, discountValue: -5 })).toBe(INVALID);
    expect(readAppliedDiscount({ ...discount, code: "" })).toBe(INVALID);
  });
});
