import { londonShortDateTime } from "#shared/dates.ts";
import type { QcCheckView } from "#shared/schemas/prescription-work.ts";
import { QcResultTable } from "./QcResultTable.tsx";

/** Every quality check of the order's lenses, each field ordered, measured, its tolerance and result. */
export function QualityCheckHistory({ checks }: { checks: QcCheckView[] }) {
  if (checks.length === 0) return <p className="text-sm text-zinc-600">No quality checks yet.</p>;
  return (
    <ol className="flex flex-col gap-5">
      {checks.map((check) => (
        <li key={`${check.jobNumber}-${check.checkedAt}`} className="flex flex-col gap-2">
          <p className="text-sm">
            Job {check.jobNumber}, checked by {check.checkedBy}, {londonShortDateTime(check.checkedAt)}
          </p>
          <QcResultTable check={check} />
        </li>
      ))}
    </ol>
  );
}
