import { Textarea } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";

/** A labelled reason (for a refund, a cancellation, a deduction) with its error under it. */
export function ReasonField({
  id,
  label = "Reason",
  value,
  error,
  onChange,
}: {
  id: string;
  label?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Label htmlFor={`${id}-reason`}>{label}</Label>
      <Textarea
        id={`${id}-reason`}
        maxLength={500}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-reason-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-reason-error`}>{error}</FieldError>
    </>
  );
}
