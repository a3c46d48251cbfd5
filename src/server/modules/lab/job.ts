/** One lens as ordered: powers in integer hundredths of a dioptre (or of a prism dioptre), lengths in mm. */
export interface Eye {
  sphere: number;
  cylinder: number;
  /** Whole degrees, 0 to 180 (0 when there is no cylinder). */
  axis: number;
  add?: number;
  prismH?: number;
  baseH?: "in" | "out";
  prismV?: number;
  baseV?: "up" | "down";
  /** Monocular distance PD: bridge centre to pupil centre. */
  monoPd: number;
  /** Pupil centre above the lowest point of the lens shape (the fitting cross of a varifocal). */
  fittingHeight?: number;
}

export type LensDesign = "single-vision" | "varifocal" | "plano";

/** What a lens lab needs to make and glaze one pair. */
export interface LabJob {
  jobNumber: string;
  orderNumber: string;
  eyes: { right: Eye; left: Eye };
  lens: {
    material: string;
    /** Refractive index, e.g. 1.59. */
    index: number;
    design: LensDesign;
    tint?: string;
    coating?: string;
  };
  /** The frame's box: lens width (hbox), lens height (vbox) and bridge (dbl), in mm. */
  frame: { model: string; hbox?: number; vbox?: number; dbl?: number };
  notes?: string;
}
