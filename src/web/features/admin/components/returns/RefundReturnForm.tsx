import { type FormEvent, useId, useState } from "react";
import { formatPence, parseTypedPounds } from "#shared/money.ts";
import type { RefundOffer, RefundReturnBody } from "#shared/schemas/returns-admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { ReasonField } from "../ReasonField.tsx";

interface Props {
  offer: RefundOffer | null;
  pending: boolean;
  onSubmit(body: Partial<RefundReturnBody>): void;
  onCancel(): void;
}

/** The offer, less an optional deduction typed in pounds (with its reason), refunded to the card. */
export function RefundReturnForm({ offer, pending, onSubmit, onCancel }: Props) {
  const id = useId();
  const [deduction, setDeduction] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ deduction?: string; reason?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = deduction.trim();
    const pence = typed ? parseTypedPounds(typed) : 0;
    const next = {
      deduction:
        pence === null || pence < 0
          ? "Enter an amount in pounds and pence, like 2.50"
          : offer && pence > offer.totalPence
            ? `At most ${formatPence(offer.totalPence)} can be deducted`
            : undefined,
      reason: pence && !reason.trim() ? "A deduction needs a reason" : undefined,
    };
    setErrors(next);
    if (pence === null || next.deduction || next.reason) return;
    onSubmit(pence > 0 ? { deductionPence: pence, deductionReason: reason.trim() } : {});
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Refund the return" className="flex flex-col gap-3">
      {offer ? (
        <p className="text-sm" data-testid="refund-offer">
          Offer: <strong>{formatPence(offer.totalPence)}</strong>, less any deduction below.
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-deduction`}>Deduction (£, optional)</Label>
        <Input
          id={`${id}-deduction`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={deduction}
          aria-invalid={errors.deduction ? true : undefined}
          aria-describedby={errors.deduction ? `${id}-deduction-error` : undefined}
          onChange={(e) => setDeduction(e.target.value)}
        />
        <FieldError id={`${id}-deduction-error`}>{errors.deduction}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <ReasonField
          id={id}
          label="Reason for the deduction"
          value={reason}
          error={errors.reason}
          onChange={setReason}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Refunding..." : "Refund"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
