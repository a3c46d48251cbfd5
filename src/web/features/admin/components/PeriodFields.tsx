import { useId } from "react";
import { parseDay } from "#shared/dates.ts";
import { type Period, periodProblem } from "#shared/returns/periods.ts";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "./NativeSelect.tsx";

const CUSTOM = "custom";

/** Why the picked days cannot be asked for yet: a day missing or not real, or the period itself. */
export function daysProblem({ from, to }: Period): string | null {
  if (!from || !to) return "Choose a From and a To day.";
  if (!parseDay(from) || !parseDay(to)) return "Give real days.";
  return periodProblem({ from, to });
}

interface Props {
  legend: string;
  /** The ready periods' select: its label, its options, the one chosen (else "Chosen days"). */
  choiceLabel: string;
  choices: readonly { value: string; label: string }[];
  chosen: string | null;
  onChoose(value: string): void;
  period: Period;
  /** Why the chosen days are no period, shown under them. */
  problem: string | null;
  onChange(period: Period): void;
}

/** A choice of ready periods beside From and To UK days, with the days' problem under them. */
export function PeriodFields(props: Props) {
  const { legend, choiceLabel, choices, chosen, onChoose, period, problem, onChange } = props;
  const id = useId();
  const day = (end: "from" | "to", label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${end}`}>{label}</Label>
      <Input
        id={`${id}-${end}`}
        type="date"
        required
        value={period[end]}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => onChange({ ...period, [end]: e.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-choice`}>{choiceLabel}</Label>
          <NativeSelect
            id={`${id}-choice`}
            value={chosen ?? CUSTOM}
            onChange={(e) => onChoose(e.target.value)}
          >
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
            <option value={CUSTOM} disabled>
              Chosen days
            </option>
          </NativeSelect>
        </div>
        {day("from", "From")}
        {day("to", "To")}
      </div>
      <FieldError id={`${id}-problem`}>{problem ?? undefined}</FieldError>
    </fieldset>
  );
}
