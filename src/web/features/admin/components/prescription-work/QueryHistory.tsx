import { londonShortDateTime } from "#shared/dates.ts";
import type { PrescriptionWork } from "#shared/schemas/prescription-work.ts";

const ANSWERS = {
  confirmed: "The shopper confirmed the prescription as sent",
  corrected: "The shopper sent a corrected prescription",
} as const;

/** The questions put to the shopper, newest last, each with its answer. */
export function QueryHistory({ queries }: { queries: PrescriptionWork["queries"] }) {
  if (queries.length === 0) return <p className="text-sm text-zinc-600">No queries raised.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {queries.map((q) => (
        <li key={q.id} className="rounded-lg border border-zinc-200 p-3 text-sm">
          <p className="whitespace-pre-wrap">{q.message}</p>
          <p className="mt-2 text-xs text-zinc-600">
            Asked by {q.askedBy}, {londonShortDateTime(q.askedAt)}
          </p>
          <p className="mt-1 font-semibold">
            {q.answer
              ? `${ANSWERS[q.answer]}${q.answeredAt ? `, ${londonShortDateTime(q.answeredAt)}` : ""}`
              : "Waiting for the shopper's answer"}
          </p>
        </li>
      ))}
    </ol>
  );
}
