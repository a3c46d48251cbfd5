import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { downloadOrderInvoice } from "#web/features/admin/api/order-invoice.ts";
import { DownloadPdfButton } from "./DownloadPdfButton.tsx";

/** The placed order's PDF invoice (a pending order has none). */
export function InvoiceButton({ order }: { order: AdminOrderDetail }) {
  if (!order.paidAt || !order.orderNumber) return null;
  const number = order.orderNumber;
  return (
    <DownloadPdfButton
      what="the invoice"
      className="self-start"
      download={() => downloadOrderInvoice(order.id, number)}
    >
      Download invoice (PDF)
    </DownloadPdfButton>
  );
}
