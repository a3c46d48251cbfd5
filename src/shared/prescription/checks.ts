import { needsOpticalRim } from "../catalogue.ts";
import { formatDioptres } from "../dioptres.ts";
import { highestMeridian } from "./iso-21987.ts";
import type { CompletePrescription } from "./rules.ts";

// What a parsed prescription asks of the shop: the frame's limit, a person for prism, the lab's needs.

/** Hundredths of a dioptre, signed: the strongest power of either eye in any meridian (sphere, sphere + cyl). */
export function highestMeridianPower(rx: Pick<CompletePrescription, "right" | "left">): number {
  const right = highestMeridian(rx.right.sphere ?? 0, rx.right.cylinder ?? 0);
  const left = highestMeridian(rx.left.sphere ?? 0, rx.left.cylinder ?? 0);
  return Math.abs(left) > Math.abs(right) ? left : right;
}

/**
 * A wrap frame curves its lenses, so each frame takes powers only up to its own limit in any meridian
 * (set per frame in the admin's catalogue, hundredths of a dioptre). Null limit: the shop's range only.
 */
export function wrapLimitProblem(
  rx: Pick<CompletePrescription, "right" | "left">,
  frame: { name: string; wrapLimit: number | null },
): string | null {
  if (frame.wrapLimit === null) return null;
  const highest = highestMeridianPower(rx);
  if (Math.abs(highest) <= frame.wrapLimit) return null;
  const limit = Math.abs(frame.wrapLimit) / 100;
  return `${frame.name} frames take prescriptions up to ±${limit.toFixed(2)} in any meridian; yours reaches ${formatDioptres(highest / 100, { typographic: true })}. Please contact us and we will suggest a frame or lens that suits your prescription.`;
}

/** A prism is never refused: such an order goes to a person before the lab. */
export function hasPrism(rx: Pick<CompletePrescription, "right" | "left">): boolean {
  return [rx.right, rx.left].some((eye) => eye.prismHorizontal !== null || eye.prismVertical !== null);
}

/**
 * The shop's existing advice: a sphere beyond the Optical Rim limits (about ±4) needs a check with us
 * before the lenses are made. The sides whose sphere asks for it.
 */
export function opticalRimEyes(rx: Pick<CompletePrescription, "right" | "left">): ("right" | "left")[] {
  return (["right", "left"] as const).filter((side) => {
    const sphere = rx[side].sphere;
    return sphere !== null && needsOpticalRim(sphere / 100);
  });
}

/** What the lab still needs before the lenses can be made; empty when the prescription is ready. */
export function productionProblems(
  rx: CompletePrescription,
  { varifocal }: { varifocal: boolean },
): string[] {
  const missing: string[] = [];
  if (rx.binocularPd === null && (rx.right.pd === null || rx.left.pd === null)) {
    missing.push("Pupillary distance is missing: one binocular PD or one for each eye");
  }
  if (varifocal) {
    if (rx.right.fittingHeight === null)
      missing.push("Fitting height (right eye, OD) is missing for varifocals");
    if (rx.left.fittingHeight === null)
      missing.push("Fitting height (left eye, OS) is missing for varifocals");
  }
  return missing;
}
