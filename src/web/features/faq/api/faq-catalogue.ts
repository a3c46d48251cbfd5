import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { parseDecimalToPence } from "#shared/money.ts";
import type {
  Color,
  Finish,
  LensType,
  PrescriptionLensType,
  Product,
  VisionType,
} from "#shared/schemas/catalogue.ts";
import type { FaqCatalogue, PricedOption } from "../faq-types.ts";

/** The catalogue lists the FAQ's prices come from (decisions.md §1). */
export const FAQ_CATALOGUE_URLS = [
  "/api/products",
  "/api/primary-lens-types",
  "/api/prescription-lens-types",
  "/api/vision-types",
  "/api/finishes",
  "/api/colors",
] as const;

interface CatalogueLists {
  products: Product[];
  primaryLenses: LensType[];
  prescriptionLenses: PrescriptionLensType[];
  visionTypes: VisionType[];
  finishes: Finish[];
  colours: Color[];
}

const pence = (decimal: string) => parseDecimalToPence(decimal) ?? 0;
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
    .map((l) => ({ name: l.name, price: pence(l.additionalPrice) }))
    .sort(byPrice);
  const prescriptionLenses = lists.prescriptionLenses
    .map((l) => ({ name: l.name, price: pence(l.additionalPrice) }))
    .sort(byPrice);
  const mirrorFinishes = lists.finishes
    .map((f) => ({ name: f.name, price: pence(f.price) }))
    .filter((f) => f.price > 0);
  const ultimate =
    primaryLenses.find((l) => l.name.toLowerCase().includes("ultimate transitions")) ?? primaryLenses.at(-1);
  const cheapestPaidLens = prescriptionLenses.find((l) => l.price > 0);
  if (!ultimate || !cheapestPaidLens) return null;

  const primaryFrom = pence(primary.basePrice);
  const singleVisionBase = pence(singleVision.basePrice);
  return {
    primaryFrom,
    ultimateTransitions: primaryFrom + ultimate.price,
    primaryLenses,
    spareLensesFrom: pence(spare.basePrice),
    nosePadsFrom: pence(nosePads.basePrice),
    sockPair: pence(socks.basePrice),
    singleVision: singleVisionBase,
    varifocal: pence(varifocal.basePrice),
    tintedPrescriptionFrom: singleVisionBase + cheapestPaidLens.price,
    prescriptionLenses,
    mirrorFinishes,
    colours: lists.colours.map((c) => c.name),
  };
}

/** Module-level so TanStack Query can keep its result stable between renders. */
function combine(results: UseQueryResult[]) {
  const failed = results.some((r) => r.isError);
  const retry = () => {
    for (const r of results) if (r.isError) void r.refetch();
  };
  if (!results.every((r) => r.isSuccess)) {
    return { catalogue: null, isLoading: !failed, isError: failed, retry };
  }
  const [products, primaryLenses, prescriptionLenses, visionTypes, finishes, colours] = results.map(
    (r) => r.data,
  );
  const catalogue = buildFaqCatalogue({
    products: products as Product[],
    primaryLenses: primaryLenses as LensType[],
    prescriptionLenses: prescriptionLenses as PrescriptionLensType[],
    visionTypes: visionTypes as VisionType[],
    finishes: finishes as Finish[],
    colours: colours as Color[],
  });
  return { catalogue, isLoading: false, isError: catalogue === null, retry };
}

export function useFaqCatalogue() {
  return useQueries({
    queries: FAQ_CATALOGUE_URLS.map((url) => ({ queryKey: [url], staleTime: 5 * 60 * 1000 })),
    combine,
  });
}
