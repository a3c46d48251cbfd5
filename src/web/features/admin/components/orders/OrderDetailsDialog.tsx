import { useCan } from "#web/admin-auth/use-permissions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useOrderDetail } from "#web/features/admin/api/order-detail.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog } from "../AdminDialog.tsx";
import { InvoiceButton } from "./InvoiceButton.tsx";
import { OrderPrescriptionsPanel } from "./OrderPrescriptionsPanel.tsx";
import { OrderReturnsPanel } from "./OrderReturnsPanel.tsx";
import { OrderStatusControl } from "./OrderStatusControl.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { RefundsPanel } from "./RefundsPanel.tsx";
import { ShippingPanel } from "./ShippingPanel.tsx";
import { StatusHistory } from "./StatusHistory.tsx";

interface Props {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Everything about one order, loaded from GET /api/admin/orders/:id, with its actions. */
export function OrderDetailsDialog({ orderId, open, onOpenChange }: Props) {
  const detail = useOrderDetail(orderId);
  // Each panel shows only to a role that may use it; the server refuses the rest anyway.
  const can = useCan();
  const order = detail.data;
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Order Details"
      description={order ? `Order ${order.orderNumber ?? `#${order.id}`}` : `Order #${orderId}`}
    >
      {detail.isPending ? (
        <div role="status" aria-label="Loading the order" className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : detail.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="text-sm text-red-800">Could not load the order: {errorMessage(detail.error)}</p>
          <Button size="sm" variant="outline" onClick={() => detail.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <OrderSummary order={detail.data} />
          {can("prescriptions") && <OrderPrescriptionsPanel order={detail.data} />}
          <InvoiceButton order={detail.data} />
          {can("returns") && <OrderReturnsPanel returns={detail.data.returns} />}
          {can("refunds") && <RefundsPanel order={detail.data} />}
          {can("orders.manage") && <OrderStatusControl order={detail.data} />}
          <StatusHistory entries={detail.data.history} />
          {can("shipping") && <ShippingPanel order={detail.data} />}
        </div>
      )}
    </AdminDialog>
  );
}
