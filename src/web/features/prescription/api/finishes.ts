import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Finish } from "#shared/schemas/catalogue.ts";

/** GET /api/finishes: the mirror finishes and their prices. */
export const FINISHES_URL = "/api/finishes";

const FinishList = z.array(Finish);
const parseFinishes = (data: unknown): Finish[] => FinishList.parse(data);

export function useFinishes() {
  return useQuery({ queryKey: [FINISHES_URL], select: parseFinishes });
}
