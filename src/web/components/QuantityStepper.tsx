import { Minus, Plus } from "lucide-react";
import { cn } from "../lib/cn.ts";

interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  label?: string;
  /** Said under the buttons once the quantity reaches `max` (why the plus button stopped). */
  limitNote?: string;
  className?: string;
}

const stepClasses = cn(
  "inline-flex size-11 cursor-pointer items-center justify-center text-zinc-900 transition-colors hover:bg-zinc-100",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500",
  "disabled:cursor-not-allowed disabled:text-zinc-400 disabled:hover:bg-transparent",
);

/** Minus and plus buttons around the current quantity; each button is disabled at its limit. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  label = "Quantity",
  limitNote,
  className,
}: QuantityStepperProps) {
  return (
    <fieldset className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-2 text-sm font-semibold text-zinc-900">{label}</legend>
      <div className="inline-flex w-fit items-center rounded-md border border-zinc-400">
        <button
          type="button"
          className={stepClasses}
          aria-label="Decrease quantity"
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          aria-live="polite"
          aria-label={label}
          className="min-w-10 text-center font-semibold tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={stepClasses}
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {limitNote && value >= max ? (
        <p role="status" className="text-sm text-zinc-700">
          {limitNote}
        </p>
      ) : null}
    </fieldset>
  );
}
