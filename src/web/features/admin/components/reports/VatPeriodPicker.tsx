import type { Quarter } from "#shared/reports/quarters.ts";
import type { Period } from "#shared/returns/periods.ts";
import { PeriodFields } from "../PeriodFields.tsx";

interface Props {
  period: Period;
  quarters: Quarter[];
  /** Why the chosen days are no period, shown under them. */
  problem: string | null;
  onChange(period: Period): void;
}

/** A calendar quarter, or any From and To UK days. */
export function VatPeriodPicker({ period, quarters, problem, onChange }: Props) {
  return (
    <PeriodFields
      legend="Period (UK days, both included)"
      choiceLabel="Quarter"
      choices={quarters}
      chosen={quarters.find((q) => q.from === period.from && q.to === period.to)?.value ?? null}
      onChoose={(value) => {
        const quarter = quarters.find((q) => q.value === value);
        if (quarter) onChange({ from: quarter.from, to: quarter.to });
      }}
      period={period}
      problem={problem}
      onChange={onChange}
    />
  );
}
