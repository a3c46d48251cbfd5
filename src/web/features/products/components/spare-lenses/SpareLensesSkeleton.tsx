import { Skeleton } from "#web/components/ui/skeleton.tsx";

export function SpareLensesSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading replacement lenses"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
    >
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="aspect-square w-full" />
          ))}
        </div>
        <div className="space-y-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-12 w-48" />
        </div>
      </div>
    </div>
  );
}
