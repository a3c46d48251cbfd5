import { type FormEvent, useId, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { useRecordModelForm } from "#web/features/admin/api/return-action.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog, FormDialogFooter } from "../AdminDialog.tsx";
import { NativeSelect } from "../NativeSelect.tsx";

type Via = "model_form_email" | "model_form_post";

/** Records a cancellation the shopper sent by email or post as an approved change-of-mind return. */
export function ModelFormDialog({ onClose, onRecorded }: { onClose(): void; onRecorded(id: number): void }) {
  const id = useId();
  const [orderNumber, setOrderNumber] = useState("");
  const [via, setVia] = useState<Via>("model_form_email");
  const [sentOn, setSentOn] = useState("");
  const [error, setError] = useState<string | null>(null);
  const record = useRecordModelForm();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!orderNumber.trim()) {
      setError("Give the order number");
      return;
    }
    setError(null);
    record.mutate(
      { orderNumber: orderNumber.trim(), via, ...(sentOn ? { sentOn } : {}) },
      {
        onSuccess: (moved) => {
          onClose();
          onRecorded(moved.id);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <AdminDialog
      open
      size="md"
      onOpenChange={(next) => !next && onClose()}
      title="Record a cancellation"
      description="A cancellation the shopper sent by email or post, within their window, becomes an approved return."
      footer={
        <FormDialogFooter
          form={id}
          onClose={onClose}
          pending={record.isPending}
          submit="Record"
          pendingText="Recording..."
        />
      }
    >
      <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-order`}>Order number</Label>
          <Input
            id={`${id}-order`}
            maxLength={40}
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-via`}>Received by</Label>
          <NativeSelect
            id={`${id}-via`}
            value={via}
            onChange={(e) =>
              setVia(e.target.value === "model_form_post" ? "model_form_post" : "model_form_email")
            }
          >
            <option value="model_form_email">Email</option>
            <option value="model_form_post">Post</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-sent`}>Day the shopper sent it (optional)</Label>
          <Input id={`${id}-sent`} type="date" value={sentOn} onChange={(e) => setSentOn(e.target.value)} />
        </div>
        <FieldError>{error ?? undefined}</FieldError>
      </form>
    </AdminDialog>
  );
}
