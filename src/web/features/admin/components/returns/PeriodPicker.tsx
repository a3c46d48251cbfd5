import {
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  type Period,
  presetOf,
  presetPeriod,
} from "#shared/returns/periods.ts";
import { PeriodFields } from "../PeriodFields.tsx";

interface Props {
  period: Period;
  today: string;
  /** Why the chosen days are no period, shown under them. */
  problem: string | null;
  onChange(period: Period): void;
}

const PRESETS = PERIOD_PRESETS.map((p) => ({ value: p, label: PERIOD_PRESET_LABELS[p] }));

/** A preset (last 30 days, this month...) or any from/to London days. */
export function PeriodPicker({ period, today, problem, onChange }: Props) {
  return (
    <PeriodFields
      legend="Returns requested (UK days)"
      choiceLabel="Period"
      choices={PRESETS}
      chosen={presetOf(period, today)}
      onChoose={(value) => {
        const chosen = PERIOD_PRESETS.find((p) => p === value);
        if (chosen) onChange(presetPeriod(chosen, today));
      }}
      period={period}
      problem={problem}
      onChange={onChange}
    />
  );
}
