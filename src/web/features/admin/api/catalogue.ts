import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  AdminCatalogue,
  CatalogueChange,
  CatalogueItem,
  type CatalogueItemBody,
  type CatalogueKind,
} from "#shared/schemas/catalogue-admin.ts";
import { ShopSettings, type ShopSettingsInput } from "#shared/schemas/shop-settings.ts";
import { apiRequest } from "#web/lib/api.ts";
import { useAdminQuery } from "./admin-query.ts";

const ADMIN_CATALOGUE_URL = "/api/admin/catalogue";
export const CATALOGUE_HISTORY_URL = "/api/admin/catalogue/history";

export const useAdminCatalogue = () => useAdminQuery(ADMIN_CATALOGUE_URL, AdminCatalogue);
export const useCatalogueHistory = () => useAdminQuery(CATALOGUE_HISTORY_URL, z.array(CatalogueChange));

const CATALOGUE_PREFIXES = [
  ADMIN_CATALOGUE_URL,
  "/api/products",
  "/api/colors",
  "/api/primary-lens-types",
  "/api/spare-lens-types",
  "/api/prescription-lens-types",
  "/api/finishes",
  "/api/vision-types",
  "/api/sock-sizes",
  "/api/africa-r3d/frames",
  "/api/africa-r3d/colors",
  "/api/africa-r3d/vision-types",
  "/api/africa-r3d/lens-types",
  "/api/shop-settings",
];

/** After a change: the admin's lists, the history and every storefront catalogue answer this browser holds. */
function refetchCatalogue(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = q.queryKey[0];
      return typeof key === "string" && CATALOGUE_PREFIXES.some((prefix) => key.startsWith(prefix));
    },
  });
}

/** POST a new row without an id, PATCH the row with one. */
export function useSaveCatalogueItem(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number | string; body: CatalogueItemBody }) => {
      const res =
        id === undefined
          ? await apiRequest("POST", `${ADMIN_CATALOGUE_URL}/${kind}`, body)
          : await apiRequest("PATCH", `${ADMIN_CATALOGUE_URL}/${kind}/${id}`, body);
      return CatalogueItem.parse(await res.json());
    },
    onSuccess: () => refetchCatalogue(queryClient),
  });
}

export function useReorderCatalogue(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: (number | string)[]) => {
      const res = await apiRequest("PUT", `${ADMIN_CATALOGUE_URL}/${kind}/order`, { ids });
      return z.array(CatalogueItem).parse(await res.json());
    },
    onSuccess: () => refetchCatalogue(queryClient),
  });
}

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShopSettingsInput) =>
      ShopSettings.parse(await (await apiRequest("PUT", "/api/admin/shop-settings", body)).json()),
    onSuccess: () => refetchCatalogue(queryClient),
  });
}
