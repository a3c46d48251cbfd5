import { type FormEvent, useId, useState } from "react";
import { QueryBody } from "#shared/schemas/prescription-work.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";

export const QUERY_MAX = 2000;

interface Props {
  pending: boolean;
  onSend: (message: string) => void;
  onCancel: () => void;
}

/** The question emailed to the shopper; the order waits on their answer. */
export function QueryForm({ pending, onSend, onCancel }: Props) {
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = QueryBody.safeParse({ message });
    if (!check.success) {
      setProblem(check.error.issues[0]?.message ?? "Check the question");
      return;
    }
    setProblem(null);
    onSend(check.data.message);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Raise a query" className="flex flex-col gap-2">
      <Label htmlFor={id}>Question for the shopper</Label>
      <Textarea
        id={id}
        value={message}
        maxLength={QUERY_MAX}
        rows={5}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-count`}
        onChange={(e) => setMessage(e.target.value)}
      />
      <p id={`${id}-count`} className="text-xs text-zinc-600">
        {message.trim().length} of {QUERY_MAX} characters (at least 10)
      </p>
      <FieldError id={`${id}-error`}>{problem ?? undefined}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Send query"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
