import { useId } from "react";
import { PRESCRIPTION_STAGES, type PrescriptionStage } from "#shared/order-status.ts";
import { staffStatusText } from "#shared/order-status-text.ts";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "../NativeSelect.tsx";

const ALL = "all";

interface Props {
  stage: PrescriptionStage | null;
  counts: Record<string, number> | undefined;
  onChange: (stage: PrescriptionStage | null) => void;
}

/** All stages, or one, each with the number of orders in it. */
export function StageFilter({ stage, counts, onChange }: Props) {
  const id = useId();
  const count = (n: number | undefined) => (counts ? ` (${n ?? 0})` : "");
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>Stage</Label>
      <NativeSelect
        id={id}
        value={stage ?? ALL}
        onChange={(e) => {
          const value = e.target.value;
          onChange(PRESCRIPTION_STAGES.find((s) => s === value) ?? null);
        }}
      >
        <option value={ALL}>All stages{count(total)}</option>
        {PRESCRIPTION_STAGES.map((s) => (
          <option key={s} value={s}>
            {staffStatusText(s)}
            {count(counts?.[s])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
