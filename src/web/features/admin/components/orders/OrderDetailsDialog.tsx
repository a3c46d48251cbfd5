import type { AdminOrder } from "#shared/schemas/admin.ts";
import { AdminDialog } from "../AdminDialog.tsx";
import { OrderStatusControl } from "./OrderStatusControl.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { ShippingPanel } from "./ShippingPanel.tsx";
import { StatusHistory } from "./StatusHistory.tsx";

interface Props {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function OrderDetailsDialog({ order, open, onOpenChange }: Props) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Order Details"
      description={`Order #${order.id}`}
    >
      <div className="flex flex-col gap-6">
        <OrderSummary order={order} />
        <OrderStatusControl order={order} />
        <StatusHistory orderId={order.id} />
        <ShippingPanel order={order} />
      </div>
    </AdminDialog>
  );
}
