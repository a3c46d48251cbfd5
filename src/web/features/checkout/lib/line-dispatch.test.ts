import { describe, expect, it } from "vitest";
import { DISPATCH_TIMES } from "#shared/delivery/dispatch-times.ts";
import type { BasketItem } from "#web/basket/basket-types.ts";
import { lineDispatch } from "./line-dispatch.ts";

const item = (productType: string, extra: Partial<BasketItem> = {}): BasketItem => ({
  product: { id: 1, name: "x", basePrice: "10.00", price: "10.00", productType },
  quantity: 1,
  unitPricePence: 1000,
  ...extra,
});

const r3d = (prescriptionOption: "no-prescription" | "upload-later") =>
  item("africa_r3d", {
    africaR3DDetails: {
      frameId: 1,
      frameName: "Hizashi",
      colorId: 1,
      colorName: "Teal",
      visionTypeId: 1,
      visionTypeName: "Vision",
      lensTypeId: 1,
      lensTypeName: "Clear",
      prescriptionOption,
    },
  });

describe("lineDispatch", () => {
  it("gives socks the stock time and sunglasses the made-to-order time", () => {
    expect(lineDispatch([item("socks"), item("primary")])).toEqual([
      DISPATCH_TIMES.inStock,
      DISPATCH_TIMES.madeToOrder,
    ]);
  });

  it("gives an Africa R3D frame the prescription time only when it has prescription lenses", () => {
    expect(lineDispatch([r3d("no-prescription"), r3d("upload-later")])).toEqual([
      DISPATCH_TIMES.madeToOrder,
      DISPATCH_TIMES.prescription,
    ]);
  });
});
