import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { VisionType } from "#shared/schemas/catalogue.ts";

/** GET /api/vision-types: single_vision and varifocal with their base prices. */
export const VISION_TYPES_URL = "/api/vision-types";

const VisionTypeList = z.array(VisionType);
const parseVisionTypes = (data: unknown): VisionType[] => VisionTypeList.parse(data);

export function useVisionTypes() {
  return useQuery({ queryKey: [VISION_TYPES_URL], select: parseVisionTypes });
}
