import type { UseFormRegisterReturn } from "react-hook-form";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
}

/** A labelled input or textarea wired to react-hook-form, with its error announced and linked. */
export function TextField({
  id,
  label,
  registration,
  error,
  type = "text",
  autoComplete,
  multiline,
  rows,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    ...registration,
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea rows={rows} {...shared} />
      ) : (
        <Input type={type} autoComplete={autoComplete} {...shared} />
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
