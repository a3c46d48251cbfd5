import { AdminAbandonedCarts } from "#shared/schemas/basket-reminder.ts";
import { useAdminQuery } from "./admin-query.ts";

export const ABANDONED_CARTS_URL = "/api/admin/abandoned-carts";

export const useAbandonedCarts = () =>
  useAdminQuery(
    ABANDONED_CARTS_URL,
    AdminAbandonedCarts.transform((d) => d.carts),
  );
