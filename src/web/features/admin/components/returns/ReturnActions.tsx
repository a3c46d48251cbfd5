import { useState } from "react";
import { canReturnTransition, type ReturnStatus, staffReturnStatusText } from "#shared/returns/status.ts";
import type { AdminReturnDetail } from "#shared/schemas/returns-admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { type ReturnAction, useReturnAction } from "#web/features/admin/api/return-action.ts";
import { errorMessage } from "#web/lib/api.ts";
import { ReceiveReturnForm } from "./ReceiveReturnForm.tsx";
import { RefundReturnForm } from "./RefundReturnForm.tsx";
import { RefuseReturnForm } from "./RefuseReturnForm.tsx";

type NoteAction = Extract<ReturnAction, { body: { note?: string } }>["action"];
type FormAction = "refuse" | "receive" | "refund";

const NOTE_ACTIONS: [NoteAction, ReturnStatus, string][] = [
  ["approve", "approved", "Approve"],
  ["label-sent", "label_sent", "Label sent"],
  ["in-transit", "in_transit", "In transit"],
  ["close", "closed", "Close"],
];
const FORM_ACTIONS: [FormAction, ReturnStatus, string][] = [
  ["refuse", "refused", "Refuse"],
  ["receive", "received", "Receive"],
  ["refund", "refunded", "Refund"],
];

/** The moves the return's status allows, each sent once; a form first for refuse, receive and refund. */
export function ReturnActions({ ret }: { ret: AdminReturnDetail }) {
  const action = useReturnAction(ret.id);
  const [form, setForm] = useState<FormAction | null>(null);
  const pending = action.isPending;
  const allowed = <T,>(list: [T, ReturnStatus, string][]) =>
    list.filter(([, to]) => canReturnTransition(ret.status, to));
  const run = (request: ReturnAction) =>
    action.mutate(request, {
      onSuccess: (moved) => {
        setForm(null);
        toast({
          title: "Return updated",
          description: `${moved.returnNumber}: ${staffReturnStatusText(moved.status)}`,
        });
      },
    });

  const notes = allowed(NOTE_ACTIONS);
  const forms = allowed(FORM_ACTIONS);
  if (notes.length + forms.length === 0) return <p className="text-sm text-zinc-600">No further actions.</p>;

  return (
    <div className="flex flex-col gap-3" data-testid="return-actions">
      <div className="flex flex-wrap gap-2">
        {notes.map(([name, , label]) => (
          <Button key={name} disabled={pending} onClick={() => run({ action: name, body: {} })}>
            {label}
          </Button>
        ))}
        {forms.map(([name, , label]) => (
          <Button
            key={name}
            variant={name === "refuse" ? "destructive" : "outline"}
            disabled={pending}
            aria-expanded={form === name}
            onClick={() => setForm(name)}
          >
            {label}…
          </Button>
        ))}
      </div>
      {action.isError ? (
        <p
          role="alert"
          data-testid="return-action-error"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800"
        >
          {errorMessage(action.error)}
        </p>
      ) : null}
      {form === "refuse" ? (
        <RefuseReturnForm
          pending={pending}
          onCancel={() => setForm(null)}
          onSubmit={(reason) => run({ action: "refuse", body: { reason } })}
        />
      ) : null}
      {form === "receive" ? (
        <ReceiveReturnForm
          lines={ret.lines}
          pending={pending}
          onCancel={() => setForm(null)}
          onSubmit={(body) => run({ action: "receive", body })}
        />
      ) : null}
      {form === "refund" ? (
        <RefundReturnForm
          offer={ret.offer}
          pending={pending}
          onCancel={() => setForm(null)}
          onSubmit={(body) => run({ action: "refund", body })}
        />
      ) : null}
    </div>
  );
}
