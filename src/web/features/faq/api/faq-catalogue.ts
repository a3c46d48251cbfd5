import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { poundsToPence } from "#shared/money.ts";
import type {
  Color,
  Finish,
  LensType,
  PrescriptionLensType,
  Product,
  VisionType,
} from "#shared/schemas/catalogue.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import { CATALOGUE_STALE_MS } from "#web/catalogue/catalogue-query.ts";
import { colorsQuery } from "#web/catalogue/colors.ts";
import { finishesQuery } from "#web/catalogue/finishes.ts";
import { prescriptionLensTypesQuery } from "#web/catalogue/prescription-lens-types.ts";
import { primaryLensTypesQuery } from "#web/catalogue/primary-lens-types.ts";
import { productsQuery } from "#web/catalogue/products.ts";
import { shopSettingsQuery } from "#web/catalogue/shop-settings.ts";
import { visionTypesQuery } from "#web/catalogue/vision-types.ts";
import type { FaqCatalogue, PricedOption } from "../faq-types.ts";

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

/** Module-level so TanStack Query can keep its result stable between renders. */
function combine(
  results: [
    UseQueryResult<Product[]>,
    UseQueryResult<LensType[]>,
    UseQueryResult<PrescriptionLensType[]>,
    UseQueryResult<VisionType[]>,
    UseQueryResult<Finish[]>,
    UseQueryResult<Color[]>,
    UseQueryResult<ShopSettings>,
  ],
) {
  const failed = results.some((r) => r.isError);
  const retry = () => {
    for (const r of results) if (r.isError) void r.refetch();
  };
  const [products, primaryLenses, prescriptionLenses, visionTypes, finishes, colours, settings] = results;
  if (
    !products.isSuccess ||
    !primaryLenses.isSuccess ||
    !prescriptionLenses.isSuccess ||
    !visionTypes.isSuccess ||
    !finishes.isSuccess ||
    !colours.isSuccess ||
    !settings.isSuccess
  ) {
    return { catalogue: null, isLoading: !failed, isError: failed, retry };
  }
  const catalogue = buildFaqCatalogue({
    products: products.data,
    primaryLenses: primaryLenses.data,
    prescriptionLenses: prescriptionLenses.data,
    visionTypes: visionTypes.data,
    finishes: finishes.data,
    colours: colours.data,
    settings: settings.data,
  });
  return { catalogue, isLoading: false, isError: catalogue === null, retry };
}

/** The catalogue lists the FAQ's prices come from (decisions.md §1), cached for 5 minutes. */
export function useFaqCatalogue() {
  const cached = { staleTime: CATALOGUE_STALE_MS };
  return useQueries({
    queries: [
      { ...productsQuery, ...cached },
      { ...primaryLensTypesQuery, ...cached },
      { ...prescriptionLensTypesQuery, ...cached },
      { ...visionTypesQuery, ...cached },
      { ...finishesQuery, ...cached },
      { ...colorsQuery, ...cached },
      { ...shopSettingsQuery, ...cached },
    ],
    combine,
  });
}
