import { PRODUCT_IDS } from "../catalogue.ts";
import { poundsToPence } from "../money.ts";
import type {
  Color,
  Finish,
  LensType,
  PrescriptionLensType,
  Product,
  VisionType,
} from "../schemas/catalogue.ts";
import type { ShopSettings } from "../schemas/shop-settings.ts";
import type { FaqCatalogue, PricedOption } from "./types.ts";

/** The catalogue lists the FAQ's prices come from, as the catalogue API sends them. */
interface CatalogueLists {
  products: Product[];
  primaryLenses: LensType[];
  prescriptionLenses: PrescriptionLensType[];
  visionTypes: VisionType[];
  finishes: Finish[];
  colours: Color[];
  settings: ShopSettings;
}

const byPrice = (a: PricedOption, b: PricedOption) => a.price - b.price;

/** Null when an entry the answers quote is missing from the catalogue. */
export function buildFaqCatalogue(lists: CatalogueLists): FaqCatalogue | null {
  const product = (id: number) => lists.products.find((p) => p.id === id);
  const primary = product(PRODUCT_IDS.primary);
  const spare = product(PRODUCT_IDS.spare);
  const socks = product(PRODUCT_IDS.socks);
  const nosePads = product(PRODUCT_IDS.nosePads);
  const singleVision = lists.visionTypes.find((v) => v.id === "single_vision");
  const varifocal = lists.visionTypes.find((v) => v.id === "varifocal");
  if (!primary || !spare || !socks || !nosePads || !singleVision || !varifocal) return null;

  const primaryLenses = lists.primaryLenses
    .map((l) => ({ name: l.name, price: poundsToPence(l.additionalPrice) }))
    .sort(byPrice);
  const prescriptionLenses = lists.prescriptionLenses
    .map((l) => ({ name: l.name, price: poundsToPence(l.additionalPrice) }))
    .sort(byPrice);
  const mirrorFinishes = lists.finishes
    .map((f) => ({ name: f.name, price: poundsToPence(f.price) }))
    .filter((f) => f.price > 0);
  const ultimate =
    primaryLenses.find((l) => l.name.toLowerCase().includes("ultimate transitions")) ?? primaryLenses.at(-1);
  const cheapestPaidLens = prescriptionLenses.find((l) => l.price > 0);
  if (!ultimate || !cheapestPaidLens) return null;

  const primaryFrom = poundsToPence(primary.basePrice);
  const singleVisionBase = poundsToPence(singleVision.basePrice);
  return {
    primaryFrom,
    ultimateTransitions: primaryFrom + ultimate.price,
    primaryLenses,
    spareLensesFrom: poundsToPence(spare.basePrice),
    nosePadsFrom: poundsToPence(nosePads.basePrice),
    sockPair: poundsToPence(socks.basePrice),
    socksOffer: lists.settings.socksOffer,
    internationalShipping: lists.settings.internationalShippingPence,
    policies: lists.settings.policies,
    singleVision: singleVisionBase,
    varifocal: poundsToPence(varifocal.basePrice),
    tintedPrescriptionFrom: singleVisionBase + cheapestPaidLens.price,
    prescriptionLenses,
    mirrorFinishes,
    colours: lists.colours.map((c) => c.name),
  };
}
