import { poundsToPence } from "#shared/money.ts";
import { africaR3dUnitPence } from "#shared/pricing/configurator.ts";
import type { BasketLineInput } from "#shared/schemas/basket.ts";
import { toBasketProduct } from "#web/basket/basket-product.ts";
import type { BasketItem } from "#web/basket/basket-types.ts";

interface Named {
  id: number;
  name: string;
}
interface Priced extends Named {
  additionalPrice: string;
}

/** The catalogue lists a basket line names by id (what the storefront's hooks read). */
export interface RestoreCatalogue {
  products: readonly (Named & {
    description: string;
    basePrice: string;
    price: string;
    productType: string;
    features: string[];
    technicalSpecs: string[];
    requiresPrescription: boolean;
  })[];
  colors: readonly Named[];
  primaryLensTypes: readonly Priced[];
  spareLensTypes: readonly Priced[];
  prescriptionLensTypes: readonly Priced[];
  sockSizes: readonly (Named & { euRange: string })[];
  africaFrames: readonly Named[];
  africaColors: readonly Named[];
  africaVisionTypes: readonly (Named & { basePrice: string })[];
  africaLensTypes: readonly Priced[];
}

const LENS_LISTS: Record<string, keyof RestoreCatalogue> = {
  primary: "primaryLensTypes",
  spare: "spareLensTypes",
  prescription: "prescriptionLensTypes",
};

const byId = <T extends Named>(list: readonly T[], id: number | undefined) =>
  id === undefined ? undefined : list.find((row) => row.id === id);

/** One line as the basket keeps it, or null when the catalogue no longer offers what it names. */
function rebuildLine(line: BasketLineInput, c: RestoreCatalogue): BasketItem | null {
  const product = byId(c.products, line.productId);
  if (!product) return null;
  const item: BasketItem = {
    product: toBasketProduct(product),
    quantity: line.quantity,
    unitPricePence: poundsToPence(product.basePrice),
  };
  const a = line.africaR3DDetails;
  if (a) {
    const frame = byId(c.africaFrames, a.frameId);
    const color = byId(c.africaColors, a.colorId);
    const vision = byId(c.africaVisionTypes, a.visionTypeId);
    const lens = byId(c.africaLensTypes, a.lensTypeId);
    if (!frame || !color || !vision || !lens) return null;
    item.unitPricePence = africaR3dUnitPence(
      poundsToPence(vision.basePrice),
      poundsToPence(lens.additionalPrice),
    );
    item.africaR3DDetails = {
      frameId: frame.id,
      frameName: frame.name,
      colorId: color.id,
      colorName: color.name,
      visionTypeId: vision.id,
      visionTypeName: vision.name,
      lensTypeId: lens.id,
      lensTypeName: lens.name,
      prescriptionOption: a.prescriptionOption,
    };
    return item;
  }
  if (line.colorId !== undefined) {
    const color = byId(c.colors, line.colorId);
    if (!color) return null;
    item.color = { id: color.id, name: color.name };
  }
  if (line.lensTypeId !== undefined) {
    const list = LENS_LISTS[product.productType];
    const lens = list ? byId(c[list] as readonly Priced[], line.lensTypeId) : undefined;
    if (!lens) return null;
    item.lensType = { id: lens.id, name: lens.name, additionalPrice: lens.additionalPrice };
    item.unitPricePence += poundsToPence(lens.additionalPrice);
  }
  if (line.sockSizeId !== undefined) {
    const size = byId(c.sockSizes, line.sockSizeId);
    if (!size) return null;
    item.sockSize = { id: size.id, name: size.name, euRange: size.euRange };
  }
  return item;
}

/** The basket's lines rebuilt from today's catalogue; what it no longer offers is left out. */
export function rebuildBasket(lines: readonly BasketLineInput[], catalogue: RestoreCatalogue): BasketItem[] {
  return lines.flatMap((line) => rebuildLine(line, catalogue) ?? []);
}
