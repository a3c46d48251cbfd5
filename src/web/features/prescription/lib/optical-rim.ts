import { OPTICAL_RIM_LIMITS } from "#shared/catalogue.ts";
import { formatDioptres } from "#shared/dioptres.ts";

const sphere = (value: number) => formatDioptres(value, { typographic: true });

/** The advice text, from the same constants as the prescription form and the FAQ. */
export function opticalRimAdvice(): string {
  return `If the sphere (SPH) on your prescription is beyond ${sphere(OPTICAL_RIM_LIMITS.minus)} or ${sphere(OPTICAL_RIM_LIMITS.plus)}, you may need our specialised Optical Rim: a prescription insert that sits behind the wraparound sun lens.`;
}
