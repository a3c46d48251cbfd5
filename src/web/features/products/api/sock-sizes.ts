import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { SockSize } from "#shared/schemas/catalogue.ts";

/** GET /api/sock-sizes: Small to XXL with their EU ranges. */
export const SOCK_SIZES_URL = "/api/sock-sizes";

const SockSizeList = z.array(SockSize);
const parseSockSizes = (data: unknown): SockSize[] => SockSizeList.parse(data);

export function useSockSizes() {
  return useQuery({ queryKey: [SOCK_SIZES_URL], select: parseSockSizes });
}
