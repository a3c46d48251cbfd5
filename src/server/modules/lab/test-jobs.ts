import type { LabJob } from "./job.ts";

/** Three orders the lab tests (and the lab providers' tests) send: single vision, varifocal with prism, sun. */
export const SINGLE_VISION: LabJob = {
  jobNumber: "LJ-000101",
  orderNumber: "NDR-1001",
  eyes: {
    right: { sphere: -225, cylinder: -75, axis: 170, monoPd: 32, fittingHeight: 21.5 },
    left: { sphere: -250, cylinder: 0, axis: 0, monoPd: 31.5, fittingHeight: 21 },
  },
  lens: { material: "Polycarbonate", index: 1.59, design: "single-vision", coating: "Anti-reflection" },
  frame: { model: "Trail Wrap; matte black", hbox: 58, vbox: 38.5, dbl: 16 },
  notes: "Sports wrap: compensate for the wrap angle.\nCall before glazing.",
};

export const VARIFOCAL_WITH_PRISM: LabJob = {
  jobNumber: "LJ-000102",
  orderNumber: "NDR-1002",
  eyes: {
    right: {
      sphere: 150,
      cylinder: -50,
      axis: 90,
      add: 225,
      prismH: 100,
      baseH: "in",
      prismV: 50,
      baseV: "up",
      monoPd: 30.5,
      fittingHeight: 24,
    },
    left: {
      sphere: 175,
      cylinder: -25,
      axis: 85,
      add: 225,
      prismH: 100,
      baseH: "out",
      prismV: 50,
      baseV: "down",
      monoPd: 31,
      fittingHeight: 24.5,
    },
  },
  lens: { material: "Trivex", index: 1.53, design: "varifocal", tint: "Brown 85%", coating: "Hard coat" },
  frame: { model: "Road Pro", hbox: 55, vbox: 40, dbl: 18 },
};

export const PLANO_SUN: LabJob = {
  jobNumber: "LJ-000103",
  orderNumber: "NDR-1003",
  eyes: {
    right: { sphere: 0, cylinder: 0, axis: 0, monoPd: 32 },
    left: { sphere: 0, cylinder: 0, axis: 0, monoPd: 32 },
  },
  lens: { material: "CR-39 = hard resin", index: 1.5, design: "plano", tint: "Grey polarised" },
  frame: { model: "Café Racer" },
};
