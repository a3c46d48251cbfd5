import { type FormEvent, useId, useState } from "react";
import { formatDecimal, parseDecimalToPence } from "#shared/money.ts";
import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useRefundOrder } from "#web/features/admin/api/refund-order.ts";
import { newIdempotencyKey, refundAmountPence } from "#web/features/admin/lib/orders.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog, FormDialogFooter } from "../AdminDialog.tsx";
import { ReasonField } from "../ReasonField.tsx";

/** A full or part refund: pounds and pence typed, sent as whole pence with a key made when the dialog opened. */
export function RefundDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; server?: string }>({});
  const refund = useRefundOrder(order.id);
  const id = useId();
  const refundable = parseDecimalToPence(order.refundable) ?? 0;
  const number = order.orderNumber ?? `#${order.id}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amountPence = refundAmountPence(amount);
    const next = {
      amount:
        amountPence === null
          ? "Enter an amount in pounds and pence, like 12.50"
          : amountPence > refundable
            ? `At most ${formatDecimal(order.refundable)} can be refunded`
            : undefined,
      reason: reason.trim() ? undefined : "Please give a reason",
    };
    setErrors(next);
    if (amountPence === null || next.amount || next.reason) return;
    refund.mutate(
      { amountPence, reason: reason.trim(), idempotencyKey },
      {
        onSuccess: (view) => {
          toast({
            title: "Refund Issued",
            description: `${formatDecimal(view.amount)} refunded on order ${number}.`,
          });
          onClose();
        },
        onError: (error) =>
          setErrors({ server: errorMessage(error, "The refund failed. Please try again.") }),
      },
    );
  };

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="md"
      title="Refund"
      description={`Order ${number}: up to ${formatDecimal(order.refundable)} can be refunded to the card.`}
      footer={
        <FormDialogFooter
          form={id}
          onClose={onClose}
          pending={refund.isPending}
          submit={"Refund"}
          pendingText="Refunding..."
          closeText="Close"
        />
      }
    >
      <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-amount`}>Amount (£)</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={amount}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
              onChange={(e) => setAmount(e.target.value)}
            />
            <Button variant="outline" onClick={() => setAmount(order.refundable)}>
              Full amount
            </Button>
          </div>
          <FieldError id={`${id}-amount-error`}>{errors.amount}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <ReasonField id={id} value={reason} error={errors.reason} onChange={setReason} />
        </div>
        <FieldError>{errors.server}</FieldError>
      </form>
    </AdminDialog>
  );
}
