import { FileDown } from "lucide-react";
import { useState } from "react";
import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { downloadOrderInvoice } from "#web/features/admin/api/order-invoice.ts";
import { errorMessage } from "#web/lib/api.ts";

/** The placed order's PDF invoice (a pending order has none). */
export function InvoiceButton({ order }: { order: AdminOrderDetail }) {
  const [busy, setBusy] = useState(false);
  if (!order.paidAt || !order.orderNumber) return null;
  const number = order.orderNumber;
  const download = async () => {
    setBusy(true);
    try {
      await downloadOrderInvoice(order.id, number);
    } catch (err) {
      toast({
        title: "Could not download the invoice",
        description: errorMessage(err),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" className="self-start" onClick={download} disabled={busy}>
      <FileDown aria-hidden="true" />
      Download invoice (PDF)
    </Button>
  );
}
