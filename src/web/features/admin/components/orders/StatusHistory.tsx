import { londonShortDateTime } from "#shared/dates.ts";
import type { OrderStatusHistoryEntry } from "#shared/schemas/admin.ts";
import { DialogSection } from "../DialogSection.tsx";

/** Who changed the order's status, from what, when and why. */
export function StatusHistory({ entries }: { entries: OrderStatusHistoryEntry[] }) {
  return (
    <DialogSection title="Status History">
      {entries.length === 0 ? (
        <p className="text-sm text-zinc-600">No status changes yet.</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-2 rounded-md bg-zinc-50 px-3 py-2">
              <span className="font-medium">{londonShortDateTime(entry.createdAt)}</span>
              <span>
                {entry.fromStatus ? `${entry.fromStatus} → ` : ""}
                <strong>{entry.toStatus}</strong>
              </span>
              <span className="text-zinc-600">by {entry.changedBy.replace(/^admin:/, "admin ")}</span>
              {entry.note ? <span className="w-full text-zinc-600">{entry.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </DialogSection>
  );
}
