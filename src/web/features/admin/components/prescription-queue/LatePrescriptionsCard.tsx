import { Link } from "react-router";
import { usePrescriptionQueue } from "#web/features/admin/api/prescription-queue.ts";
import { workingDaysText } from "#web/features/admin/lib/working-days.ts";

/** On the dashboard: how many prescription orders have waited on the shop too long, linking to the queue. */
export function LatePrescriptionsCard({ queuePath }: { queuePath: string }) {
  const queue = usePrescriptionQueue(null, 1);
  const data = queue.data;
  if (!data) return null;
  const late = data.lateCount > 0;
  return (
    <section
      aria-label="Prescription orders waiting"
      data-testid="late-prescriptions-card"
      className={`rounded-lg border p-4 ${late ? "border-red-300 bg-red-50" : "border-zinc-200 bg-white"}`}
    >
      <Link to={queuePath} className="font-bold underline">
        Prescription orders waiting over {workingDaysText(data.waitDays)}: {data.lateCount}
      </Link>
    </section>
  );
}
