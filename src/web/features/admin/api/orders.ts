import { z } from "zod";
import { AdminOrder } from "#shared/schemas/admin.ts";
import { ORDERS_URL, useAdminQuery } from "./admin-query.ts";

/** GET /api/orders: every order but Africa R3D, newest first, prescription-pro ones with their names. */
export const useOrders = () => useAdminQuery(ORDERS_URL, z.array(AdminOrder));
