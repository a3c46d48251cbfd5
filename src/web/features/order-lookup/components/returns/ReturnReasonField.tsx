import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from "#shared/returns/reasons.ts";
import type { ShopperReturns } from "#shared/schemas/returns.ts";
import { FieldError } from "#web/components/ui/label.tsx";

type Line = ShopperReturns["eligibility"]["lines"][number];

interface Props {
  name: string;
  lines: Line[];
  value: ReturnReason | "";
  error: string | undefined;
  disabled: boolean;
  onChange(reason: ReturnReason): void;
}

const offered = (lines: Line[], reason: ReturnReason) =>
  lines.some((l) => l.returnable > 0 && l.reasons.some((r) => r.reason === reason && r.allowed));

/** The reasons as radio buttons; one no line may go back for is shown but cannot be picked. */
export function ReturnReasonField({ name, lines, value, error, disabled, onChange }: Props) {
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-semibold">Why are you returning them?</legend>
      {RETURN_REASONS.map((reason) => (
        <label key={reason} className="flex items-center gap-3 text-sm has-disabled:text-zinc-500">
          <input
            type="radio"
            name={name}
            value={reason}
            className="size-5 accent-ember-600"
            checked={value === reason}
            disabled={disabled || !offered(lines, reason)}
            onChange={() => onChange(reason)}
          />
          {RETURN_REASON_LABELS[reason]}
        </label>
      ))}
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </fieldset>
  );
}
