import { type FormEvent, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";

interface Props {
  pending: boolean;
  onSubmit(reason: string): void;
  onCancel(): void;
}

/** Refusing needs a reason: the shopper reads it in their email and on the order page. */
export function RefuseReturnForm({ pending, onSubmit, onCancel }: Props) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError("Please give the shopper a reason");
      return;
    }
    setError(undefined);
    onSubmit(reason.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Refuse the return" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-reason`}>Reason for the shopper</Label>
        <Textarea
          id={`${id}-reason`}
          maxLength={1000}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? "Refusing..." : "Refuse return"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
