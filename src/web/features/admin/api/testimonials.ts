import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { AdminTestimonial, type TestimonialInput } from "#shared/schemas/testimonials.ts";
import { apiRequest } from "#web/lib/api.ts";
import { useAdminQuery } from "./admin-query.ts";
import { CATALOGUE_HISTORY_URL } from "./catalogue.ts";

const ADMIN_TESTIMONIALS_URL = "/api/admin/testimonials";

export const useAdminTestimonials = () => useAdminQuery(ADMIN_TESTIMONIALS_URL, z.array(AdminTestimonial));

/** After a change: the admin's list, the change history and the storefront's testimonials in this browser. */
function refetch(queryClient: QueryClient) {
  const keys = [ADMIN_TESTIMONIALS_URL, CATALOGUE_HISTORY_URL, "/api/testimonials"];
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === "string" && keys.includes(q.queryKey[0]),
  });
}

/** POST a new testimonial without an id, PATCH the one with it. */
export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: Partial<TestimonialInput> }) => {
      const res =
        id === undefined
          ? await apiRequest("POST", ADMIN_TESTIMONIALS_URL, body)
          : await apiRequest("PATCH", `${ADMIN_TESTIMONIALS_URL}/${id}`, body);
      return AdminTestimonial.parse(await res.json());
    },
    onSuccess: () => refetch(queryClient),
  });
}

export function useReorderTestimonials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const res = await apiRequest("PUT", `${ADMIN_TESTIMONIALS_URL}/order`, { ids });
      return z.array(AdminTestimonial).parse(await res.json());
    },
    onSuccess: () => refetch(queryClient),
  });
}
