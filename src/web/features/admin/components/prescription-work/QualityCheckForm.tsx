import { type FormEvent, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import {
  emptyReadings,
  QC_BASES,
  QC_EYES,
  QC_NUMBER_FIELDS,
  type QcEye,
  type QcField,
  type QcReadings,
} from "#web/features/admin/lib/qc-readings.ts";
import { NativeSelect } from "../NativeSelect.tsx";

interface Props {
  pending: boolean;
  onCheck: (readings: QcReadings) => void;
  onCancel: () => void;
}

/** The readings off each lens (focimeter and rule), typed as read: "-2.25", "31.5". */
export function QualityCheckForm({ pending, onCheck, onCancel }: Props) {
  const [readings, setReadings] = useState<QcReadings>(emptyReadings);
  const id = useId();
  const set = (eye: QcEye, field: QcField, value: string) =>
    setReadings((r) => ({ ...r, [eye]: { ...r[eye], [field]: value } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck(readings);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Quality check" className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {QC_EYES.map(([eye, eyeLabel]) => (
          <fieldset key={eye} className="flex min-w-0 flex-col gap-3 rounded-lg border border-zinc-200 p-3">
            <legend className="px-1 text-sm font-bold">{eyeLabel}</legend>
            <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
              {QC_NUMBER_FIELDS.map((f) => (
                <div key={f.key} className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-${eye}-${f.key}`} className="text-xs">
                    {f.label}
                    {f.optional ? " (optional)" : ""}
                  </Label>
                  <Input
                    id={`${id}-${eye}-${f.key}`}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={`e.g. ${f.placeholder}`}
                    value={readings[eye][f.key]}
                    onChange={(e) => set(eye, f.key, e.target.value)}
                  />
                </div>
              ))}
              {(Object.keys(QC_BASES) as (keyof typeof QC_BASES)[]).map((key) => (
                <div key={key} className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-${eye}-${key}`} className="text-xs">
                    {QC_BASES[key].label} (with its prism)
                  </Label>
                  <NativeSelect
                    id={`${id}-${eye}-${key}`}
                    value={readings[eye][key]}
                    onChange={(e) => set(eye, key, e.target.value)}
                  >
                    <option value="">None</option>
                    {QC_BASES[key].choices.map((choice) => (
                      <option key={choice} value={choice}>
                        Base {choice}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Checking..." : "Check the lenses"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
