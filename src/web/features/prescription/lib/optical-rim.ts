import { OPTICAL_RIM_LIMITS } from "#shared/catalogue.ts";

/** 3.5 -> "+3.50", -4 -> "−4.00" (a true minus sign, as prescriptions are printed). */
export function formatSphere(value: number): string {
  const text = Math.abs(value).toFixed(2);
  if (value > 0) return `+${text}`;
  return value < 0 ? `\u2212${text}` : text;
}

/** The advice text, from the same constants as the prescription form and the FAQ. */
export function opticalRimAdvice(): string {
  return `If the sphere (SPH) on your prescription is beyond ${formatSphere(OPTICAL_RIM_LIMITS.minus)} or ${formatSphere(OPTICAL_RIM_LIMITS.plus)}, you may need our specialised Optical Rim: a prescription insert that sits behind the wraparound sun lens.`;
}
