import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PrescriptionLinkOrder } from "#shared/schemas/prescription-links.ts";
import { apiRequest } from "#web/lib/api.ts";

const url = (token: string) => `/api/prescription-link?order=${encodeURIComponent(token)}`;

/** GET /api/prescription-link: the order a "Send your prescription" link is for (403 forged, 410 expired). */
async function fetchPrescriptionLink(token: string): Promise<PrescriptionLinkOrder> {
  // The schema (zod) loads only for a link, not with every visit to the form.
  const [res, schemas] = await Promise.all([
    apiRequest("GET", url(token)),
    import("#shared/schemas/prescription-links.ts"),
  ]);
  return schemas.PrescriptionLinkOrder.parse(await res.json());
}

export function usePrescriptionLink(token: string | null) {
  return useQuery({
    queryKey: [url(token ?? "")],
    queryFn: () => fetchPrescriptionLink(token as string),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After the form was sent (or refused as already sent): the link is read again, so the page shows it received. */
export function useRefreshPrescriptionLink(token: string | null) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [url(token ?? "")] });
}
