import { useId } from "react";
import { PERIOD_PRESET_LABELS, type Period, presetOf, presetPeriod } from "#shared/returns/periods.ts";
import { OVERVIEW_GROUPINGS, type OverviewGrouping } from "#shared/schemas/overview.ts";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "../NativeSelect.tsx";
import { PeriodFields } from "../PeriodFields.tsx";
import { OVERVIEW_PRESETS } from "./overview-period.ts";

interface Props {
  period: Period;
  grouping: OverviewGrouping;
  today: string;
  /** Why the chosen days are no period, shown under them. */
  problem: string | null;
  onPeriod(period: Period): void;
  onGrouping(grouping: OverviewGrouping): void;
}

const PRESETS = OVERVIEW_PRESETS.map((p) => ({ value: p, label: PERIOD_PRESET_LABELS[p] }));
const GROUPING_LABELS: Record<OverviewGrouping, string> = { day: "Day", week: "Week (from Monday)" };

/** Today, the last 7 or 30 days, this month or quarter, or any From and To UK days; bars by day or week. */
export function OverviewPeriodPicker({ period, grouping, today, problem, onPeriod, onGrouping }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <PeriodFields
        legend="Period (UK days, both included)"
        choiceLabel="Period"
        choices={PRESETS}
        chosen={presetOf(period, today, OVERVIEW_PRESETS)}
        onChoose={(value) => {
          const chosen = OVERVIEW_PRESETS.find((p) => p === value);
          if (chosen) onPeriod(presetPeriod(chosen, today));
        }}
        period={period}
        problem={problem}
        onChange={onPeriod}
      />
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-grouping`}>Chart bars by</Label>
        <NativeSelect
          id={`${id}-grouping`}
          value={grouping}
          onChange={(e) => {
            const chosen = OVERVIEW_GROUPINGS.find((g) => g === e.target.value);
            if (chosen) onGrouping(chosen);
          }}
        >
          {OVERVIEW_GROUPINGS.map((g) => (
            <option key={g} value={g}>
              {GROUPING_LABELS[g]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
