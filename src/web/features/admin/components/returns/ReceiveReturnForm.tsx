import { type FormEvent, useId, useState } from "react";
import { RETURN_CONDITIONS, type ReturnCondition } from "#shared/returns/reasons.ts";
import type { AdminReturnDetail, ReceiveReturnBody } from "#shared/schemas/returns-admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "../NativeSelect.tsx";

const CONDITION_TEXT: Record<ReturnCondition, string> = {
  resaleable: "Resaleable",
  damaged: "Damaged",
  faulty: "Faulty",
};

interface Props {
  lines: AdminReturnDetail["lines"];
  pending: boolean;
  onSubmit(body: ReceiveReturnBody): void;
  onCancel(): void;
}

/** The goods are back: the condition of every line (resaleable stock goes back on the shelf). */
export function ReceiveReturnForm({ lines, pending, onSubmit, onCancel }: Props) {
  const id = useId();
  const [conditions, setConditions] = useState<Record<number, ReturnCondition | "">>({});
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = lines.map((l) => ({ lineId: l.id, condition: conditions[l.id] ?? "" }));
    const complete = chosen.flatMap((c) =>
      c.condition ? [{ lineId: c.lineId, condition: c.condition }] : [],
    );
    if (complete.length < lines.length) {
      setError("Give the condition of each returned line");
      return;
    }
    setError(undefined);
    onSubmit({ lines: complete });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Receive the return" className="flex flex-col gap-3">
      {lines.map((line) => (
        <div key={line.id} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${line.id}`}>
            Condition of {line.quantity} × {line.name}
          </Label>
          <NativeSelect
            id={`${id}-${line.id}`}
            value={conditions[line.id] ?? ""}
            aria-invalid={error && !conditions[line.id] ? true : undefined}
            onChange={(e) =>
              setConditions((c) => ({
                ...c,
                [line.id]: RETURN_CONDITIONS.find((k) => k === e.target.value) ?? "",
              }))
            }
          >
            <option value="">Choose…</option>
            {RETURN_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {CONDITION_TEXT[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      <FieldError>{error}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Mark received"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
