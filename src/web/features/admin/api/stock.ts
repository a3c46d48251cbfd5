import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  StockCsvResult,
  type StockUpdate,
  StockVariant,
  StockVariantsResponse,
} from "#shared/schemas/stock.ts";
import { ApiError, apiRequest } from "#web/lib/api.ts";
import { useAdminQuery } from "./admin-query.ts";

const STOCK_URL = "/api/admin/stock";
const LOW_STOCK_URL = "/api/admin/stock/low";

export const useStockVariants = () => useAdminQuery(STOCK_URL, StockVariantsResponse);
export const useLowStock = () => useAdminQuery(LOW_STOCK_URL, StockVariantsResponse);

function useRefreshStock() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [STOCK_URL] }),
      queryClient.invalidateQueries({ queryKey: [LOW_STOCK_URL] }),
      queryClient.invalidateQueries({ queryKey: ["/api/stock"] }),
    ]);
}

/** PUT /api/admin/stock: one variant's level (null: not tracked). */
export function useSaveStock() {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: async (body: StockUpdate) =>
      StockVariant.parse(await (await apiRequest("PUT", STOCK_URL, body)).json()),
    onSuccess: refresh,
  });
}

/** A refused upload's report: the message and each refused row. */
export interface CsvRefusal {
  message: string;
  rows: { path: string; message: string }[];
}

export function csvRefusal(error: unknown): CsvRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  try {
    const body = JSON.parse(error.body) as { message?: string; issues?: { path: string; message: string }[] };
    return { message: body.message ?? "The file was refused", rows: body.issues ?? [] };
  } catch {
    return null;
  }
}

/** POST /api/admin/stock/csv: the file's text; all rows or none. */
export function useUploadStockCsv() {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: async (csv: string) =>
      StockCsvResult.parse(await (await apiRequest("POST", `${STOCK_URL}/csv`, { csv })).json()),
    onSuccess: refresh,
  });
}
