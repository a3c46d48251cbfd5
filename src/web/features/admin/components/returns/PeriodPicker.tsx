import { useId } from "react";
import {
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  type Period,
  presetOf,
  presetPeriod,
} from "#shared/returns/periods.ts";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "../NativeSelect.tsx";

const CUSTOM = "custom";

interface Props {
  period: Period;
  today: string;
  /** Why the chosen days are no period, shown under them. */
  problem: string | null;
  onChange(period: Period): void;
}

/** A preset (last 30 days, this month...) or any from/to London days. */
export function PeriodPicker({ period, today, problem, onChange }: Props) {
  const id = useId();
  const preset = presetOf(period, today) ?? CUSTOM;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold">Returns requested (UK days)</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-preset`}>Period</Label>
          <NativeSelect
            id={`${id}-preset`}
            value={preset}
            onChange={(e) => {
              const chosen = PERIOD_PRESETS.find((p) => p === e.target.value);
              if (chosen) onChange(presetPeriod(chosen, today));
            }}
          >
            {PERIOD_PRESETS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_PRESET_LABELS[p]}
              </option>
            ))}
            <option value={CUSTOM} disabled>
              Chosen days
            </option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            required
            value={period.from}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => onChange({ ...period, from: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            required
            value={period.to}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => onChange({ ...period, to: e.target.value })}
          />
        </div>
      </div>
      <FieldError id={`${id}-problem`}>{problem ?? undefined}</FieldError>
    </fieldset>
  );
}
