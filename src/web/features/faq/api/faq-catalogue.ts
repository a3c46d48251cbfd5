import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { buildFaqCatalogue } from "#shared/faq/catalogue.ts";
import type {
  Color,
  Finish,
  LensType,
  PrescriptionLensType,
  Product,
  VisionType,
} from "#shared/schemas/catalogue.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import { CATALOGUE_STALE_MS, useSeededOptions } from "#web/catalogue/catalogue-query.ts";
import { colorsQuery } from "#web/catalogue/colors.ts";
import { finishesQuery } from "#web/catalogue/finishes.ts";
import { prescriptionLensTypesQuery } from "#web/catalogue/prescription-lens-types.ts";
import { primaryLensTypesQuery } from "#web/catalogue/primary-lens-types.ts";
import { productsQuery } from "#web/catalogue/products.ts";
import { shopSettingsQuery } from "#web/catalogue/shop-settings.ts";
import { visionTypesQuery } from "#web/catalogue/vision-types.ts";

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

/** The catalogue lists the FAQ's prices come from, cached for 5 minutes. */
export function useFaqCatalogue() {
  const cached = { staleTime: CATALOGUE_STALE_MS };
  const seeded = useSeededOptions();
  return useQueries({
    queries: [
      { ...seeded(productsQuery), ...cached },
      { ...seeded(primaryLensTypesQuery), ...cached },
      { ...seeded(prescriptionLensTypesQuery), ...cached },
      { ...seeded(visionTypesQuery), ...cached },
      { ...seeded(finishesQuery), ...cached },
      { ...seeded(colorsQuery), ...cached },
      { ...seeded(shopSettingsQuery), ...cached },
    ],
    combine,
  });
}
