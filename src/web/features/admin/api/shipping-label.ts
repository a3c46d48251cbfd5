import { CARRIER_SEGMENT } from "#shared/schemas/shipping.ts";
import { saveFile } from "#web/features/admin/lib/save-file.ts";
import { apiRequest } from "#web/lib/api.ts";

/** GET /api/shipping/royal-mail/label/:orderId: the carrier's label as a PDF, saved as a download. */
export async function downloadShippingLabel(orderId: number): Promise<void> {
  const res = await apiRequest("GET", `/api/shipping/${CARRIER_SEGMENT}/label/${orderId}`);
  saveFile(await res.blob(), `label-${orderId}.pdf`);
}
