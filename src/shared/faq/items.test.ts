import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { buildFaqCatalogue } from "./catalogue.ts";
import { FAQ_ITEMS, filterFaqItems, resolveFaqItems } from "./items.ts";
import { FAQ_CATEGORIES } from "./types.ts";

const product = (id: number, basePrice: string) => ({
  id,
  name: `Product ${id}`,
  description: "",
  basePrice,
  price: basePrice,
  productType: "x",
  features: [],
  technicalSpecs: [],
  requiresPrescription: false,
});
const lens = (id: number, name: string, additionalPrice: string) => ({
  id,
  name,
  description: "",
  additionalPrice,
  features: [],
  price: additionalPrice,
});

function catalogue(primaryPrice = "55.00") {
  const built = buildFaqCatalogue({
    products: [product(1, primaryPrice), product(3, "35.00"), product(4, "5.00"), product(5, "15.00")],
    primaryLenses: [lens(1, "Grey", "0.00"), lens(6, "Ultimate Transitions", "65.00")],
    prescriptionLenses: [lens(12, "Clear", "0.00"), lens(13, "Grey Tint", "15.00")],
    visionTypes: [
      { id: "single_vision", name: "Single Vision", description: "", basePrice: "120.00" },
      { id: "varifocal", name: "Varifocal", description: "", basePrice: "165.00" },
    ],
    finishes: [
      { id: 1, name: "None", description: "", price: "0.00" },
      { id: 2, name: "Silver Mirror", description: "", price: "20.00" },
    ],
    settings: { ...DEFAULT_SHOP_SETTINGS, internationalShippingPence: 1250 },
    colours: [
      { id: 1, name: "Ronhill Black", hex: "#000" },
      { id: 2, name: "Celeste", hex: "#0ff" },
    ],
  });
  if (!built) throw new Error("catalogue incomplete");
  return built;
}

describe("FAQ items", () => {
  it("are 38, with unique ids, covering every category", () => {
    expect(FAQ_ITEMS).toHaveLength(38);
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(38);
    for (const category of FAQ_CATEGORIES) {
      expect(FAQ_ITEMS.some((i) => i.category === category)).toBe(true);
    }
  });

  it("quote prices from the catalogue, not from the code", () => {
    const text = resolveFaqItems(catalogue())
      .map((i) => i.answer)
      .join("\n");
    expect(text).toContain("£55.00");
    expect(text).toContain("£120.00");
    expect(text).toContain("£165.00");
    expect(text).toContain("£135.00");
    expect(text).toContain("Ronhill Black and Celeste");
    const repriced = resolveFaqItems(catalogue("60.00"));
    expect(repriced.find((i) => i.id === 24)?.answer).toContain("£125.00");
  });

  it("is incomplete (null) when a quoted entry is missing", () => {
    expect(
      buildFaqCatalogue({
        products: [],
        primaryLenses: [],
        prescriptionLenses: [],
        visionTypes: [],
        finishes: [],
        colours: [],
        settings: DEFAULT_SHOP_SETTINGS,
      }),
    ).toBeNull();
  });

  it("filters by a case-insensitive substring of question, answer or tags, within a category", () => {
    const items = resolveFaqItems(catalogue());
    expect(filterFaqItems(items, "", "All")).toHaveLength(38);
    expect(filterFaqItems(items, "  ABBE ", "All").map((i) => i.id)).toEqual([34]);
    expect(filterFaqItems(items, "astigmatism", "All").map((i) => i.id)).toEqual([15]);
    expect(filterFaqItems(items, "abbe", "Pricing")).toHaveLength(0);
    expect(filterFaqItems(items, "", "Care")).toHaveLength(3);
  });
});
