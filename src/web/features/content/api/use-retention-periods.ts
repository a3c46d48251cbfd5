import { useQuery } from "@tanstack/react-query";
import { getJson } from "#web/lib/api.ts";
import { int, object } from "#web/lib/shape.ts";

export const RETENTION_URL = "/api/config/retention";

const readPeriods = object({
  prescriptionDays: int(1),
  unfinishedCheckoutDays: int(1),
  chatDays: int(1),
  contactDays: int(1),
});

/** GET /api/config/retention: the retention periods the server is configured with, in days. */
export function useRetentionPeriods() {
  return useQuery({
    queryKey: [RETENTION_URL],
    queryFn: ({ signal }) => getJson(RETENTION_URL, readPeriods, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
