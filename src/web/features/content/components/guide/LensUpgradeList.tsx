import { formatSurcharge, poundsToPence } from "#shared/money.ts";
import type { PrescriptionLensType } from "#shared/schemas/catalogue.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";

/** Every prescription lens technology with its price on top of the vision type. */
export function LensUpgradeList({
  lenses,
  loading,
}: {
  lenses: readonly PrescriptionLensType[] | undefined;
  loading: boolean;
}) {
  if (!loading && !lenses?.length) return null;
  return (
    <div className="mt-12 rounded-xl border border-zinc-200 bg-zinc-50 p-6">
      <h3 className="text-xl font-bold">Lens upgrades</h3>
      <p className="mt-1 text-sm text-zinc-600">Added to the single vision or varifocal price.</p>
      {loading ? (
        <div className="mt-4 space-y-3" role="status">
          <span className="sr-only">Loading lens upgrades</span>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-zinc-200" data-testid="lens-upgrades">
          {lenses?.map((lens) => {
            const extra = poundsToPence(lens.additionalPrice);
            return (
              <li key={lens.id} className="flex items-start justify-between gap-4 py-3">
                <span>
                  <span className="block font-semibold">{lens.name}</span>
                  <span className="block text-sm text-zinc-600">{lens.description}</span>
                </span>
                <span className="shrink-0 font-bold tabular-nums">{formatSurcharge(extra, "Included")}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
