import { saveFile } from "#web/features/admin/lib/save-file.ts";
import { apiRequest } from "#web/lib/api.ts";

/** GET /api/admin/orders/:id/invoice.pdf: the order's VAT invoice, the address in full, saved as a download. */
export async function downloadOrderInvoice(orderId: number, orderNumber: string): Promise<void> {
  const res = await apiRequest("GET", `/api/admin/orders/${orderId}/invoice.pdf`);
  saveFile(await res.blob(), `invoice-${orderNumber}.pdf`);
}
