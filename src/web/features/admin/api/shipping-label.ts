import { CARRIER_SEGMENT } from "#shared/schemas/shipping.ts";
import { apiRequest } from "#web/lib/api.ts";

/** GET /api/shipping/royal-mail/label/:orderId: the carrier's label as a PDF, saved as a download. */
export async function downloadShippingLabel(orderId: number): Promise<void> {
  const res = await apiRequest("GET", `/api/shipping/${CARRIER_SEGMENT}/label/${orderId}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `label-${orderId}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
