import type { OverviewFigures } from "#shared/schemas/overview.ts";
import { changeText, formatFigure, HEADLINES } from "./figures.ts";

/** The period's headline figures, each with the period before's and the change from it underneath. */
export function HeadlineFigures({
  current,
  previous,
}: {
  current: OverviewFigures;
  previous: OverviewFigures;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="overview-headlines">
      {HEADLINES.map(({ key, label, kind }) => (
        <div key={key} className="flex min-w-0 flex-col gap-1 rounded-lg border border-zinc-200 bg-white p-3">
          <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{label}</dt>
          <dd className="text-xl font-black tabular-nums break-words">{formatFigure(kind, current[key])}</dd>
          <dd className="text-xs text-zinc-700">
            Period before: <span className="tabular-nums">{formatFigure(kind, previous[key])}</span> (
            {changeText(kind, current[key], previous[key])})
          </dd>
        </div>
      ))}
    </dl>
  );
}
