import type { ComponentProps, ReactNode } from "react";
import type { FieldError as FormFieldError, UseFormRegisterReturn } from "react-hook-form";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

interface PrescriptionFormFieldProps extends Omit<ComponentProps<"input">, "name"> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FormFieldError;
  /** Where the error message is shown, when not right under the field (the eye rows). */
  errorId?: string;
  hint?: string;
}

export const errorIdFor = (id: string) => `${id}-error`;

/** A labelled input; its error is rendered here unless the caller shows it elsewhere (errorId). */
export function PrescriptionFormField({
  id,
  label,
  registration,
  error,
  errorId,
  hint,
  required,
  ...inputProps
}: PrescriptionFormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? (errorId ?? errorIdFor(id)) : undefined].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-600">
          {hint}
        </p>
      ) : null}
      {error?.message && !errorId ? (
        <p id={errorIdFor(id)} className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export function PrescriptionFormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left w-full text-lg font-bold text-zinc-900">{title}</legend>
      {description ? <p className="clear-left pt-1 text-sm text-zinc-600">{description}</p> : null}
      <div className="clear-left grid grid-cols-1 gap-4 pt-4">{children}</div>
    </fieldset>
  );
}
