import type { BasketItem } from "./basket-types.ts";

/** Basket lines for tests. Prices follow the seed data. */

export function sunglasses(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    product: {
      id: 1,
      name: "Primary+ Sports Sunglasses",
      basePrice: "55.00",
      price: "55.00",
      productType: "primary",
    },
    quantity: 1,
    color: { id: 1, name: "Ronhill Black" },
    lensType: { id: 5, name: "Brennweite Polarized", additionalPrice: "20.00" },
    unitPricePence: 7500,
    ...overrides,
  };
}

export function socks(quantity: number, sockSizeId = 2): BasketItem {
  return {
    product: { id: 4, name: "Sports Socks", basePrice: "5.00", price: "5.00", productType: "socks" },
    quantity,
    sockSize: { id: sockSizeId, name: "Medium", euRange: "38-40.5" },
    unitPricePence: 500,
  };
}

export function africaFrame(
  prescriptionOption: "no-prescription" | "upload-later" | "email-later",
): BasketItem {
  return {
    product: { id: 6, name: "Africa R3D", basePrice: "0.00", price: "0.00", productType: "africa_r3d" },
    quantity: 1,
    africaR3DDetails: {
      frameId: 1,
      frameName: "Hizashi",
      colorId: 2,
      colorName: "Red",
      visionTypeId: 1,
      visionTypeName: "Single Vision",
      lensTypeId: 2,
      lensTypeName: "Polarized",
      prescriptionOption,
    },
    unitPricePence: 14000,
  };
}
