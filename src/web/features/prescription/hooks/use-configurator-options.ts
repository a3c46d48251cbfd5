import { CATALOGUE_STALE_MS } from "#web/catalogue/catalogue-query.ts";
import { useColors } from "#web/catalogue/colors.ts";
import { useFinishes } from "#web/catalogue/finishes.ts";
import { usePrescriptionLensTypes } from "#web/catalogue/prescription-lens-types.ts";
import { useVisionTypes } from "#web/catalogue/vision-types.ts";

/** The four reference lists both configurators choose from. */
export function useConfiguratorOptions() {
  const visionTypes = useVisionTypes();
  const colors = useColors({ staleTime: CATALOGUE_STALE_MS });
  const lensTypes = usePrescriptionLensTypes({ staleTime: CATALOGUE_STALE_MS });
  const finishes = useFinishes();
  const queries = [visionTypes, colors, lensTypes, finishes];
  return {
    visionTypes,
    colors,
    lensTypes,
    finishes,
    hasError: queries.some((q) => q.isError),
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
  };
}

export type ConfiguratorOptions = ReturnType<typeof useConfiguratorOptions>;
