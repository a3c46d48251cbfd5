import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { AfricaFrame } from "#shared/schemas/catalogue.ts";

/** GET /api/africa-r3d/frames (the customiser's fixed list, storefront.md §3). */
export const AFRICA_FRAMES_URL = "/api/africa-r3d/frames";

const List = z.array(AfricaFrame);
const parse = (data: unknown): AfricaFrame[] => List.parse(data);

export function useAfricaFrames() {
  return useQuery({ queryKey: [AFRICA_FRAMES_URL], select: parse });
}
