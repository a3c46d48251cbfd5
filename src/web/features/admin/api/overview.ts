import type { Period } from "#shared/returns/periods.ts";
import { Overview, type OverviewGrouping } from "#shared/schemas/overview.ts";
import { useAdminQuery } from "./admin-query.ts";

export const OVERVIEW_URL = "/api/admin/reports/overview";

export const overviewUrl = ({ from, to }: Period, grouping: OverviewGrouping) =>
  `${OVERVIEW_URL}?${new URLSearchParams({ from, to, grouping })}`;

/** GET /api/admin/reports/overview: the period's sales beside the period before, by day or week. */
export function useOverview(period: Period, grouping: OverviewGrouping, enabled: boolean) {
  return useAdminQuery(overviewUrl(period, grouping), Overview, { enabled });
}
