import { saveFile } from "#web/features/admin/lib/save-file.ts";
import { apiRequest } from "#web/lib/api.ts";

/** GET /api/admin/orders/export.csv: placed orders of a range of days, saved as a CSV file. */
export async function downloadOrdersCsv(from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to });
  const res = await apiRequest("GET", `/api/admin/orders/export.csv?${query}`);
  saveFile(await res.blob(), `orders-${from}-to-${to}.csv`);
}
