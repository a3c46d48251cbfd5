import type { ReturnStatus } from "#shared/returns/status.ts";
import { AdminReturnDetail, AdminReturnList, ReturnsOverdue } from "#shared/schemas/returns-admin.ts";
import { useAdminQuery } from "./admin-query.ts";

export const ADMIN_RETURNS_URL = "/api/admin/returns";
export const RETURNS_PAGE_SIZE = 25;

export interface ReturnsFilter {
  status: ReturnStatus | null;
  q: string;
  page: number;
}

export function adminReturnsUrl({ status, q, page }: ReturnsFilter): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (q.trim()) params.set("q", q.trim());
  params.set("page", String(page));
  params.set("pageSize", String(RETURNS_PAGE_SIZE));
  return `${ADMIN_RETURNS_URL}?${params}`;
}

export const adminReturnUrl = (id: number) => `${ADMIN_RETURNS_URL}/${id}`;

/** GET /api/admin/returns: one status or all, searched by return or order number, paged. */
export function useAdminReturns(filter: ReturnsFilter) {
  return useAdminQuery(adminReturnsUrl(filter), AdminReturnList);
}

/** GET /api/admin/returns/overdue: returns received and not refunded within 14 days. */
export function useReturnsOverdue() {
  return useAdminQuery(`${ADMIN_RETURNS_URL}/overdue`, ReturnsOverdue);
}

/** GET /api/admin/returns/:id: lines, photos, history and, while it waits for its refund, the offer. */
export function useAdminReturn(id: number) {
  return useAdminQuery(adminReturnUrl(id), AdminReturnDetail);
}
