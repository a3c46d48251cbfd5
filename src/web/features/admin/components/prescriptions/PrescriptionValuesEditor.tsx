import { type FormEvent, useId, useState } from "react";
import type { PrescriptionValueField } from "#shared/prescription/rules.ts";
import { PRESCRIPTION_VALUE_FIELDS, type PrescriptionValues } from "#shared/schemas/prescription.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { useSavePrescriptionValues } from "#web/features/admin/api/save-prescription-values.ts";
import { ApiError, errorMessage } from "#web/lib/api.ts";
import { VALUE_LABELS } from "./prescription-value-labels.ts";

export interface PrescriptionValuesEditorProps {
  prescriptionId: number;
  /** The values as stored (the admin view's `values`). */
  current: PrescriptionValues;
  /** Called with the names of the changed fields (empty when nothing changed). */
  onSaved: (changedFields: string[]) => void;
}

const BASES: Partial<Record<PrescriptionValueField, readonly string[]>> = {
  odPrismHorizontalBase: ["in", "out"],
  osPrismHorizontalBase: ["in", "out"],
  odPrismVerticalBase: ["up", "down"],
  osPrismVerticalBase: ["up", "down"],
};

const textsOf = (values: PrescriptionValues) =>
  Object.fromEntries(PRESCRIPTION_VALUE_FIELDS.map((f) => [f, values[f] ?? ""])) as Record<
    PrescriptionValueField,
    string
  >;

/** The server's refusals by field: 400 issues, or the 422 wrap limit on a sphere. */
function issuesOf(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError)) return {};
  try {
    const body = JSON.parse(error.body) as { issues?: { path: string; message: string }[] };
    return Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
  } catch {
    return {};
  }
}

/**
 * Every value of a prescription as typed on the paper (UK notation: "plano", "DS", "+1.25"), for the admin
 * to correct from the uploaded copy. The server checks them with the form's rules and records which fields
 * changed; blank clears a value.
 */
export function PrescriptionValuesEditor({
  prescriptionId,
  current,
  onSaved,
}: PrescriptionValuesEditorProps) {
  const [texts, setTexts] = useState(() => textsOf(current));
  const save = useSavePrescriptionValues();
  const formId = useId();
  const issues = issuesOf(save.error);
  const general =
    save.error && Object.keys(issues).length === 0 ? errorMessage(save.error, "Not saved") : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ prescriptionId, values: texts }, { onSuccess: (saved) => onSaved(saved.changedFields) });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Prescription values" className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {PRESCRIPTION_VALUE_FIELDS.map((field) => {
          const id = `${formId}-${field}`;
          const problem = issues[field];
          const bases = BASES[field];
          const common = {
            id,
            "aria-invalid": problem ? true : undefined,
            "aria-describedby": problem ? `${id}-error` : undefined,
          };
          const onChange = (e: { target: { value: string } }) =>
            setTexts((t) => ({ ...t, [field]: e.target.value }));
          return (
            <div key={field} className="flex flex-col gap-1.5">
              <Label htmlFor={id}>{VALUE_LABELS[field]}</Label>
              {bases ? (
                <select
                  {...common}
                  value={texts[field]}
                  onChange={onChange}
                  className="h-10 rounded-md border border-zinc-300 bg-white px-2 text-sm"
                >
                  <option value="">None</option>
                  {bases.map((b) => (
                    <option key={b} value={b}>
                      {b[0]?.toUpperCase()}
                      {b.slice(1)}
                    </option>
                  ))}
                </select>
              ) : (
                <Input
                  {...common}
                  type={field === "eyeTestDate" ? "date" : "text"}
                  autoComplete="off"
                  value={texts[field]}
                  onChange={onChange}
                />
              )}
              <FieldError id={`${id}-error`}>{problem}</FieldError>
            </div>
          );
        })}
      </div>
      {general ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {general}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save values"}
        </Button>
      </div>
    </form>
  );
}
