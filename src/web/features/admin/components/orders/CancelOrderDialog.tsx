import { type FormEvent, useId, useState } from "react";
import { formatDecimal } from "#shared/money.ts";
import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { FieldError } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useCancelOrder } from "#web/features/admin/api/cancel-order.ts";
import { newIdempotencyKey } from "#web/features/admin/lib/orders.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog, FormDialogFooter } from "../AdminDialog.tsx";
import { ReasonField } from "../ReasonField.tsx";

/** Cancels a paid order and refunds what remains of it. The key is made when the dialog opens. */
export function CancelOrderDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<{ reason?: string; server?: string }>({});
  const cancel = useCancelOrder(order.id);
  const id = useId();
  const number = order.orderNumber ?? `#${order.id}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError({ reason: "Please give a reason" });
      return;
    }
    setError({});
    cancel.mutate(
      { reason: reason.trim(), idempotencyKey },
      {
        onSuccess: () => {
          toast({ title: "Order Cancelled", description: `Order ${number} is cancelled.` });
          onClose();
        },
        onError: (err) =>
          setError({ server: errorMessage(err, "The cancellation failed. Please try again.") }),
      },
    );
  };

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="md"
      title="Cancel order"
      description={`Order ${number} is cancelled and ${formatDecimal(order.refundable)} is refunded to the card. The customer is emailed.`}
      footer={
        <FormDialogFooter
          form={id}
          onClose={onClose}
          pending={cancel.isPending}
          submit={"Cancel order"}
          pendingText="Cancelling..."
          closeText="Keep order"
          destructive
        />
      }
    >
      <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-1.5">
        <ReasonField id={id} value={reason} error={error.reason} onChange={setReason} />
        <FieldError>{error.server}</FieldError>
      </form>
    </AdminDialog>
  );
}
