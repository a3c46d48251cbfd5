import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { z } from "zod";

/** Marks a query as admin data, so sign-out can drop every such answer from memory. */
export const ADMIN_META = { admin: true } as const;

/** A GET of admin data through the shared query function (bearer token, "STATUS: body" errors). */
export function useAdminQuery<S extends z.ZodType>(url: string, schema: S, options?: { enabled?: boolean }) {
  return useQuery({
    queryKey: [url],
    select: (data: unknown): z.infer<S> => schema.parse(data),
    meta: ADMIN_META,
    // Admin data changes under the admin's feet (new orders, messages): a tab shown again after
    // half a minute refetches; Refresh Data refetches at once.
    staleTime: 30_000,
    enabled: options?.enabled,
  });
}

export const ORDERS_URL = "/api/orders";
const PRESCRIPTION_ORDERS_URL = "/api/prescription-orders";
export const AFRICA_ORDERS_URL = "/api/africa-r3d/orders";
export const PRESCRIPTIONS_URL = "/api/prescriptions";
export const CONTACT_MESSAGES_URL = "/api/contact-messages";
export const DISCOUNT_CODES_URL = "/api/discount-codes";
export const EMAILS_URL = "/api/admin/emails";
export const PRIVACY_REQUESTS_URL = "/api/admin/privacy/requests";
export const PRESCRIPTION_ACCESS_LOG_URL = "/api/admin/prescription-access-log";

/** The lists behind Refresh Data. */
export const DASHBOARD_DATA_URLS = [
  PRESCRIPTIONS_URL,
  ORDERS_URL,
  PRESCRIPTION_ORDERS_URL,
  CONTACT_MESSAGES_URL,
  AFRICA_ORDERS_URL,
] as const;

export async function refreshDashboardData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    DASHBOARD_DATA_URLS.map((url) => queryClient.refetchQueries({ queryKey: [url] }, { throwOnError: true })),
  );
}

/** After an order changes: its lists and the status history of that order. */
export function invalidateOrders(queryClient: QueryClient, orderId?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ORDERS_URL] }),
    queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_ORDERS_URL] }),
    orderId === undefined
      ? undefined
      : queryClient.invalidateQueries({ queryKey: [`/api/orders/${orderId}/status-history`] }),
  ]);
}
