import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BusinessDetailsInput, BusinessDetailsView } from "#shared/schemas/business-details.ts";
import { apiRequest } from "#web/lib/api.ts";
import { ADMIN_META, useAdminQuery } from "./admin-query.ts";

const BUSINESS_DETAILS_URL = "/api/admin/business-details";

export const useBusinessDetails = () => useAdminQuery(BUSINESS_DETAILS_URL, BusinessDetailsView);

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BusinessDetailsInput) =>
      BusinessDetailsView.parse(await (await apiRequest("PUT", BUSINESS_DETAILS_URL, body)).json()),
    meta: ADMIN_META,
    onSuccess: (saved) => queryClient.setQueryData([BUSINESS_DETAILS_URL], saved),
  });
}
