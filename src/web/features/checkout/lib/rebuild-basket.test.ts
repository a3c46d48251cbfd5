import { describe, expect, it } from "vitest";
import { type RestoreCatalogue, rebuildBasket } from "./rebuild-basket.ts";

const product = (id: number, name: string, productType: string, basePrice: string) => ({
  id,
  name,
  description: "",
  basePrice,
  price: basePrice,
  productType,
  features: [],
  technicalSpecs: [],
  requiresPrescription: false,
});

const CATALOGUE: RestoreCatalogue = {
  products: [product(1, "Primary+", "primary", "55.00"), product(4, "Sports Socks", "socks", "8.00")],
  colors: [{ id: 1, name: "Ronhill Black" }],
  primaryLensTypes: [{ id: 2, name: "Polarized", additionalPrice: "20.00" }],
  spareLensTypes: [],
  prescriptionLensTypes: [],
  sockSizes: [{ id: 3, name: "Medium", euRange: "39-42" }],
  africaFrames: [],
  africaColors: [],
  africaVisionTypes: [],
  africaLensTypes: [],
};

describe("rebuildBasket", () => {
  it("rebuilds each line with its names and unit price from the catalogue", () => {
    const items = rebuildBasket(
      [
        { productId: 1, quantity: 2, colorId: 1, lensTypeId: 2 },
        { productId: 4, quantity: 3, sockSizeId: 3 },
      ],
      CATALOGUE,
    );
    expect(items).toEqual([
      {
        product: { id: 1, name: "Primary+", basePrice: "55.00", price: "55.00", productType: "primary" },
        quantity: 2,
        color: { id: 1, name: "Ronhill Black" },
        lensType: { id: 2, name: "Polarized", additionalPrice: "20.00" },
        unitPricePence: 7500,
      },
      {
        product: { id: 4, name: "Sports Socks", basePrice: "8.00", price: "8.00", productType: "socks" },
        quantity: 3,
        sockSize: { id: 3, name: "Medium", euRange: "39-42" },
        unitPricePence: 800,
      },
    ]);
  });

  it("leaves out a line whose product or option the catalogue no longer offers", () => {
    const items = rebuildBasket(
      [
        { productId: 9, quantity: 1 },
        { productId: 1, quantity: 1, colorId: 7, lensTypeId: 2 },
        { productId: 4, quantity: 1, sockSizeId: 3 },
      ],
      CATALOGUE,
    );
    expect(items.map((i) => i.product.id)).toEqual([4]);
  });
});
