import { z } from "zod";
import { OrderStatusHistoryEntry } from "#shared/schemas/admin.ts";
import { useAdminQuery } from "./admin-query.ts";

export const statusHistoryUrl = (orderId: number) => `/api/orders/${orderId}/status-history`;

export const useOrderStatusHistory = (orderId: number) =>
  useAdminQuery(statusHistoryUrl(orderId), z.array(OrderStatusHistoryEntry));
