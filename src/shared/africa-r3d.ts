import type { PrescriptionOption } from "./catalogue.ts";

interface Named {
  id: number;
  name: string;
}

interface AfricaR3dChoice {
  frameId: number;
  frameName: string;
  colorId: number;
  colorName: string;
  visionTypeId: number;
  visionTypeName: string;
  lensTypeId: number;
  lensTypeName: string;
  prescriptionOption: PrescriptionOption;
}

/** The chosen Africa R3D options, ids with names, as the basket line and the stored order item carry them. */
export function africaR3dChoice(
  parts: { frame: Named; color: Named; vision: Named; lens: Named },
  prescriptionOption: PrescriptionOption,
): AfricaR3dChoice {
  const { frame, color, vision, lens } = parts;
  return {
    frameId: frame.id,
    frameName: frame.name,
    colorId: color.id,
    colorName: color.name,
    visionTypeId: vision.id,
    visionTypeName: vision.name,
    lensTypeId: lens.id,
    lensTypeName: lens.name,
    prescriptionOption,
  };
}
