import { z } from "zod";
import { AfricaOrderRow } from "#shared/schemas/admin.ts";
import { AFRICA_ORDERS_URL, useAdminQuery } from "./admin-query.ts";

export const useAfricaOrders = () => useAdminQuery(AFRICA_ORDERS_URL, z.array(AfricaOrderRow));
