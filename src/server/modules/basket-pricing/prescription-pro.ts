import { badRequest } from "#server/lib/http-error.ts";
import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { offered } from "#server/modules/catalogue/index.ts";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { penceToDecimal } from "#shared/money.ts";
import { configuratorPricePence } from "#shared/pricing/index.ts";
import type { PrescriptionProChoice } from "#shared/schemas/basket.ts";
import type { PricedBasketLine } from "./service.ts";

function must<K, V extends { active: boolean; name: string }>(map: Map<K, V>, id: K, what: string): V {
  try {
    return offered(map, id, what);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
}

/** The configurator's one line: vision base + lens upgrade + finish, from the catalogue tables. */
export function pricePrescriptionPro(
  snapshot: CatalogueSnapshot,
  choice: PrescriptionProChoice,
): PricedBasketLine {
  const { byId } = snapshot;
  const product = must(byId.products, PRODUCT_IDS.prescriptionPro, "Product");
  const vision = must(byId.visionTypes, choice.visionType, "Vision type");
  const color = must(byId.colors, choice.frameColorId, "Frame colour");
  const lens = must(byId.prescriptionLensTypes, choice.prescriptionLensTypeId, "Prescription lens type");
  const finish = must(byId.finishes, choice.finishId, "Finish");
  const unit = configuratorPricePence({
    visionBasePence: vision.basePricePence,
    lensAdditionalPence: lens.additionalPricePence,
    finishPence: finish.pricePence,
  });
  return {
    productId: product.id,
    productName: product.name,
    productType: product.productType,
    quantity: 1,
    unitPence: unit,
    lineTotalPence: unit,
    colorId: color.id,
    primaryLensTypeId: null,
    prescriptionLensTypeId: lens.id,
    sockSizeId: null,
    africaColorId: null,
    needsPrescription: true,
    details: {
      visionType: vision.id,
      visionTypeName: vision.name,
      frameColorId: color.id,
      frameColorName: color.name,
      prescriptionLensTypeId: lens.id,
      prescriptionLensTypeName: lens.name,
      finishId: finish.id,
      finishName: finish.name,
      basePrice: penceToDecimal(vision.basePricePence),
      lensUpgradePrice: penceToDecimal(lens.additionalPricePence),
      finishPrice: penceToDecimal(finish.pricePence),
      isPrescriptionOrder: true,
    },
  };
}
