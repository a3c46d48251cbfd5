import type { PrescriptionValueField } from "#shared/prescription/rules.ts";

/** How the admin's screens name each value of a prescription. */
export const VALUE_LABELS: Record<PrescriptionValueField, string> = {
  odDistanceSphere: "Right sphere (OD)",
  odDistanceCylinder: "Right cylinder (OD)",
  odDistanceAxis: "Right axis (OD)",
  osDistanceSphere: "Left sphere (OS)",
  osDistanceCylinder: "Left cylinder (OS)",
  osDistanceAxis: "Left axis (OS)",
  pupillaryDistance: "Binocular PD (mm)",
  odAdd: "Right ADD (OD)",
  osAdd: "Left ADD (OS)",
  odPrismHorizontal: "Right horizontal prism (OD)",
  odPrismHorizontalBase: "Right horizontal base (OD)",
  odPrismVertical: "Right vertical prism (OD)",
  odPrismVerticalBase: "Right vertical base (OD)",
  osPrismHorizontal: "Left horizontal prism (OS)",
  osPrismHorizontalBase: "Left horizontal base (OS)",
  osPrismVertical: "Left vertical prism (OS)",
  osPrismVerticalBase: "Left vertical base (OS)",
  odPupillaryDistance: "Right PD (OD, mm)",
  osPupillaryDistance: "Left PD (OS, mm)",
  odFittingHeight: "Right fitting height (OD, mm)",
  osFittingHeight: "Left fitting height (OS, mm)",
  eyeTestDate: "Eye test date",
  prescriber: "Prescriber",
};
