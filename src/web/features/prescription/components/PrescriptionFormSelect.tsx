import type { FieldError as FormFieldError, UseFormRegisterReturn } from "react-hook-form";
import { Label } from "#web/components/ui/label.tsx";
import { errorIdFor } from "./PrescriptionFormField.tsx";

interface PrescriptionFormSelectProps {
  id: string;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
  registration: UseFormRegisterReturn;
  error?: FormFieldError;
  autoComplete?: string;
}

/** A labelled native select with a blank first choice ("none"), its error under it. */
export function PrescriptionFormSelect({
  id,
  label,
  options,
  registration,
  error,
}: PrescriptionFormSelectProps) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(id) : undefined}
        className="h-10 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-sm"
        {...registration}
      >
        <option value="">None</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error?.message ? (
        <p id={errorIdFor(id)} className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
