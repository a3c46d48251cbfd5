import type { Period } from "#shared/returns/periods.ts";
import { VatReport } from "#shared/schemas/vat-report.ts";
import { saveFile } from "#web/features/admin/lib/save-file.ts";
import { apiRequest } from "#web/lib/api.ts";
import { useAdminQuery } from "./admin-query.ts";

const VAT_REPORT_URL = "/api/admin/reports/vat";
const query = ({ from, to }: Period) => new URLSearchParams({ from, to });

/** GET /api/admin/reports/vat: boxes 1 and 6 and the sales sent abroad, for a period of UK days. */
export function useVatReport(period: Period, enabled: boolean) {
  return useAdminQuery(`${VAT_REPORT_URL}?${query(period)}`, VatReport, { enabled });
}

/** GET /api/admin/reports/vat.csv: the receipts and credit notes behind the figures, saved as a CSV file. */
export async function downloadVatCsv(period: Period): Promise<void> {
  const res = await apiRequest("GET", `${VAT_REPORT_URL}.csv?${query(period)}`);
  saveFile(await res.blob(), `vat-${period.from}-to-${period.to}.csv`);
}
