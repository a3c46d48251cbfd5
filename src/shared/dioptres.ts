import { OPTICAL_RIM_LIMITS, PRESCRIPTION_LIMITS } from "./catalogue.ts";

/**
 * A signed dioptre value as prescriptions write it: 3.5 -> "+3.50", -4 -> "-4.00", 0 -> "0.00".
 * Pages, the FAQ and the form's messages print an ASCII hyphen (it can be typed back into the form);
 * the Optical Rim advice on the prescription-pro page prints a true minus sign (−4.00) with `typographic`.
 */
export function formatDioptres(value: number, { typographic = false } = {}): string {
  const digits = Math.abs(value).toFixed(2);
  if (value > 0) return `+${digits}`;
  if (value < 0) return `${typographic ? "\u2212" : "-"}${digits}`;
  return digits;
}

export const SPHERE_RANGE_TEXT = `${formatDioptres(PRESCRIPTION_LIMITS.sphere.min)} to ${formatDioptres(PRESCRIPTION_LIMITS.sphere.max)}`;

export const OPTICAL_RIM_TEXT = `below ${formatDioptres(OPTICAL_RIM_LIMITS.minus)} or above ${formatDioptres(OPTICAL_RIM_LIMITS.plus)}`;
