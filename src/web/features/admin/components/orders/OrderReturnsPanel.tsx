import { londonShortDateTime } from "#shared/dates.ts";
import type { OrderReturnSummary } from "#shared/schemas/returns-admin.ts";
import { DialogSection } from "../DialogSection.tsx";

/** The order's returns, each with where it has got to; they are run from the Returns tab. */
export function OrderReturnsPanel({ returns }: { returns: OrderReturnSummary[] }) {
  if (returns.length === 0) return null;
  return (
    <DialogSection title="Returns">
      <ul className="flex flex-col gap-2 text-sm">
        {returns.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-x-2 rounded-md bg-amber-50 px-3 py-2">
            <strong>{r.returnNumber}</strong>
            <span>{r.statusText}</span>
            <span className="text-zinc-700">{r.reasonText}</span>
            <span className="text-zinc-600">asked {londonShortDateTime(r.createdAt)}</span>
          </li>
        ))}
      </ul>
      <a className="text-sm font-semibold text-blue-800 underline" href="/admin?tab=returns">
        Open the Returns tab
      </a>
    </DialogSection>
  );
}
