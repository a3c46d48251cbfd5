import { useId, useState } from "react";
import type { OrderStatus } from "#shared/order-status.ts";
import type { AdminOrder } from "#shared/schemas/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useUpdateOrderStatus } from "#web/features/admin/api/update-order-status.ts";
import { failureText } from "#web/features/admin/lib/failure.ts";
import { nextStatuses } from "#web/features/admin/lib/orders.ts";
import { DialogSection } from "../DialogSection.tsx";
import { NativeSelect } from "../NativeSelect.tsx";

const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** Offers only the transitions the server allows from the current status (ORDER_TRANSITIONS). */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const [choice, setChoice] = useState<OrderStatus | "">("");
  const update = useUpdateOrderStatus();
  const selectId = useId();
  const options = nextStatuses(order.status, order.needsPrescription);
  const unchanged = choice === "" || choice === order.status;

  const submit = () => {
    if (choice === "" || unchanged) return;
    update.mutate(
      { orderId: order.id, status: choice },
      {
        onSuccess: () => {
          setChoice("");
          toast({ title: "Order Updated", description: `Order #${order.id} is now ${choice}.` });
        },
        onError: (error) =>
          toast({
            title: "Update Failed",
            description: failureText("Failed to update order status. Please try again.", error),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <DialogSection title="Update Status">
      {options.length === 0 ? (
        <p className="text-sm text-zinc-600">A {order.status} order cannot change status.</p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor={selectId}>New status (now {order.status})</Label>
            <NativeSelect
              id={selectId}
              value={choice}
              onChange={(e) => setChoice(e.target.value as OrderStatus | "")}
            >
              <option value="">Select a status</option>
              {options.map((status) => (
                <option key={status} value={status}>
                  {label(status)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={submit} disabled={unchanged || update.isPending}>
            {update.isPending ? "Updating..." : "Update Status"}
          </Button>
        </div>
      )}
    </DialogSection>
  );
}
