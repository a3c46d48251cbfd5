import type { Period } from "#shared/returns/periods.ts";
import { ReturnNumbers } from "#shared/schemas/returns-numbers.ts";
import { useAdminQuery } from "./admin-query.ts";
import { ADMIN_RETURNS_URL } from "./returns.ts";

export const returnNumbersUrl = ({ from, to }: Period) =>
  `${ADMIN_RETURNS_URL}/numbers?${new URLSearchParams({ from, to })}`;

/** GET /api/admin/returns/numbers: returns requested in the period, per product, per reason and in all. */
export function useReturnNumbers(period: Period, enabled: boolean) {
  return useAdminQuery(returnNumbersUrl(period), ReturnNumbers, { enabled });
}
