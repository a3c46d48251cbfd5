import { z } from "zod";
import { AuditPage, AuditPerson } from "#shared/schemas/audit.ts";
import { saveFile } from "#web/features/admin/lib/save-file.ts";
import { apiRequest } from "#web/lib/api.ts";
import { useAdminQuery } from "./admin-query.ts";

export const AUDIT_URL = "/api/admin/audit";

/** What the Audit tab filters by; empty strings are left out of the query. */
export interface AuditFilterValues {
  actorId: string;
  action: string;
  entity: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditFilterValues = { actorId: "", action: "", entity: "", from: "", to: "" };

function auditQuery(filter: AuditFilterValues, page?: number): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  if (page && page > 1) query.set("page", String(page));
  return query;
}

const withQuery = (url: string, query: URLSearchParams) => (query.size > 0 ? `${url}?${query}` : url);

/** GET /api/admin/audit: one page of the filtered trail, newest first. */
export function useAuditPage(filter: AuditFilterValues, page: number) {
  return useAdminQuery(withQuery(AUDIT_URL, auditQuery(filter, page)), AuditPage);
}

/** GET /api/admin/audit/people: everyone the trail can name. */
export function useAuditPeople() {
  return useAdminQuery(`${AUDIT_URL}/people`, z.array(AuditPerson));
}

/** GET /api/admin/audit/export.csv: the filtered rows, saved as a CSV file. */
export async function downloadAuditCsv(filter: AuditFilterValues): Promise<void> {
  const res = await apiRequest("GET", withQuery(`${AUDIT_URL}/export.csv`, auditQuery(filter)));
  const day = new Date().toISOString().slice(0, 10);
  saveFile(await res.blob(), `audit-${day}.csv`);
}
