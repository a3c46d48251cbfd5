import { useColors } from "../api/colors.ts";
import { useFinishes } from "../api/finishes.ts";
import { usePrescriptionLensTypes } from "../api/prescription-lens-types.ts";
import { useVisionTypes } from "../api/vision-types.ts";

/** The four reference lists both configurators choose from. */
export function useConfiguratorOptions() {
  const visionTypes = useVisionTypes();
  const colors = useColors();
  const lensTypes = usePrescriptionLensTypes();
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
