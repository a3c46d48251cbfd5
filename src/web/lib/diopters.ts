import { OPTICAL_RIM_LIMITS, PRESCRIPTION_LIMITS } from "#shared/catalogue.ts";

/** -4 -> "-4.00", 3.5 -> "+3.50", as prescriptions are written. */
export function formatDiopters(value: number): string {
  return value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2);
}

export const SPHERE_RANGE_TEXT = `${formatDiopters(PRESCRIPTION_LIMITS.sphere.min)} to ${formatDiopters(PRESCRIPTION_LIMITS.sphere.max)}`;

export const OPTICAL_RIM_TEXT = `below ${formatDiopters(OPTICAL_RIM_LIMITS.minus)} or above ${formatDiopters(OPTICAL_RIM_LIMITS.plus)}`;
